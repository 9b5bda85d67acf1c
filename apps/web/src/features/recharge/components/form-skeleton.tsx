import { Skeleton } from '@/components/ui';

/** The shape of a recharge form while its operators load. */
export function FormSkeleton() {
  return (
    <div data-testid="recharge-form-skeleton" className="flex flex-col gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex flex-col gap-1">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-12 w-40" />
    </div>
  );
}

/** The tab row and a form, while the services load. */
export function PageSkeleton() {
  return (
    <div data-testid="recharge-skeleton" className="flex flex-col gap-6">
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-28 shrink-0" />
        ))}
      </div>
      <FormSkeleton />
    </div>
  );
}
