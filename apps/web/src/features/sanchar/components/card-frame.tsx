/**
 * The card Sanchar's grids share (videos, live streams): a 16:9 picture with
 * the caller's overlays, the title as a link covering the whole card, and the
 * caller's lines under it; the responsive grid the cards sit in, and its
 * card-shaped placeholders while a list loads.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MediaImage } from '@seva/contracts';
import { ResponsiveImage, Skeleton } from '@/components/ui';

/** The picture is a third of the row on desktops, half on tablets, the whole width on phones. */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

type CardFrameProps = {
  /** The details page the card opens. */
  href: string;
  image: MediaImage | null;
  title: string;
  /** Over the picture (a LIVE badge, a play icon, the length); `group-hover:` styles react to hovering the card. */
  overlay?: ReactNode;
  /** The lines under the title. */
  children: ReactNode;
};

export function CardFrame({ href, image, title, overlay, children }: CardFrameProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
      <div className="relative">
        <ResponsiveImage image={image} alt="" sizes={CARD_SIZES} className="aspect-video w-full" />
        {overlay}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          {/* The link covers the whole card; the title is its name. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-primary"
          >
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}

type CardGridProps<T> = {
  items: T[];
  label: string;
  /** One item's card. */
  children: (item: T) => ReactNode;
};

/** Cards as a responsive grid: one a row on phones, two on tablets, three on desktops. */
export function CardGrid<T extends { _id: string }>({ items, label, children }: CardGridProps<T>) {
  return (
    <ul aria-label={label} className={gridClass}>
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  );
}

type CardGridSkeletonProps = {
  count: number;
  testId: string;
  /** Tailwind widths of the grey lines under the picture, the first (the title's) taller. */
  lines: string[];
};

/** Card-shaped placeholders while a list loads. */
export function CardGridSkeleton({ count, testId, lines }: CardGridSkeletonProps) {
  return (
    <div className={gridClass} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-white ring-1 ring-gray-100">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            {lines.map((width, line) => (
              <Skeleton key={line} className={`${line === 0 ? 'h-4' : 'h-3'} ${width}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
