import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui';

const gridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3';

/** The responsive grid the yatra cards sit in: one row per yatra at 360 px, three tiles across on desktops. */
export function YatraGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {children}
    </ul>
  );
}

/** Card-shaped placeholders while the yatras load. */
export function YatraGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={gridClass} aria-hidden="true" data-testid="yatras-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="flex gap-3 overflow-hidden rounded-xl bg-white p-3 ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:p-0"
        >
          <Skeleton className="aspect-square w-28 shrink-0 rounded-lg sm:w-full sm:rounded-none" />
          <div className="flex flex-1 flex-col gap-2 sm:p-4">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-2 h-5 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
