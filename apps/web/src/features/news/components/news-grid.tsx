import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui';

const gridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3';

/** The grid NewsCards sit in (as `<li>`s): one row per item at 360 px, three tiles across on desktops. */
export function NewsGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {children}
    </ul>
  );
}

/** NewsCard-shaped placeholders while a list loads. */
export function NewsGridSkeleton({ count = 6, testId = 'news-skeleton' }: { count?: number; testId?: string }) {
  return (
    <div className={gridClass} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="flex gap-3 overflow-hidden rounded-xl bg-white p-3 ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:p-0"
        >
          <Skeleton className="aspect-square w-28 shrink-0 rounded-lg sm:aspect-video sm:w-full sm:rounded-none" />
          <div className="flex flex-1 flex-col gap-2 sm:p-4">
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
