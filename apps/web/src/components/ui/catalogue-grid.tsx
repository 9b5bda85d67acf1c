import type { ReactNode } from 'react';
import { cn } from '@/lib/format';
import { Skeleton } from './skeleton';

const gridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3';

/**
 * The responsive grid CatalogueCards (and cards of the same frame, such as news cards) sit in, as `<li>`s: one row
 * per item at 360 px, three tiles across on desktops.
 */
export function CatalogueGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {children}
    </ul>
  );
}

type CatalogueGridSkeletonProps = {
  /** The test id of the placeholder grid. */
  testId: string;
  count?: number;
  /** Tailwind width of the last (price) line, as long as the caller's "From ₹X" tends to be. */
  priceWidth?: string;
  /** The grey lines' Tailwind classes (height and width), for cards whose text is not a name, three lines and a price. */
  lines?: string[];
  /** Tailwind classes added to the picture's (e.g. `sm:aspect-video` for a card whose picture is 16:9 from 640 px). */
  pictureClassName?: string;
};

/** CatalogueCard-shaped placeholders (or, given `lines`, cards of the same frame) while the list loads. */
export function CatalogueGridSkeleton({
  testId,
  count = 6,
  priceWidth = 'w-1/3',
  lines = ['h-5 w-4/5', 'h-3 w-1/3', 'h-3 w-2/3', 'h-3 w-1/2', `mt-2 h-5 ${priceWidth}`],
  pictureClassName,
}: CatalogueGridSkeletonProps) {
  return (
    <div className={gridClass} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="flex gap-3 overflow-hidden rounded-xl bg-white p-3 ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:p-0"
        >
          <Skeleton
            className={cn('aspect-square w-28 shrink-0 rounded-lg sm:w-full sm:rounded-none', pictureClassName)}
          />
          <div className="flex flex-1 flex-col gap-2 sm:p-4">
            {lines.map((line, index) => (
              <Skeleton key={index} className={line} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
