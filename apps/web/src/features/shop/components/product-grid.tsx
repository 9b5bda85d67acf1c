import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The responsive grid the product cards sit in: two columns at 360 px, four on desktops. */
export function ProductGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {children}
    </ul>
  );
}

/** Card-shaped placeholders while products load. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={gridClass} aria-hidden="true" data-testid="products-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-white ring-1 ring-gray-100">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
