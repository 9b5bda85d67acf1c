import { Skeleton } from '@/components/ui';

/** Placeholder lines while the cart loads. */
export function CartSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true" data-testid="cart-skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-20 shrink-0 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-9 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}
