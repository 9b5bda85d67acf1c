/**
 * The home page's media rows (today's darshan, live now, latest videos and
 * podcasts): a band with a "see all" link and a row of cards that scrolls
 * sideways on phones (snapping card by card). While its data loads the band
 * holds its place with grey cards of the same size, so nothing jumps; a band
 * with nothing to show says so in one line (its `empty` words), or is left out
 * when it has none (live now shows only while something is on air).
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MediaImage } from '@seva/contracts';
import { ResponsiveImage, Skeleton } from '@/components/ui';
import { cn } from '@/lib/format';
import { HomeSection } from './home-section';

/** Card widths: most of a phone's width (the next card peeks in), fixed from 640 px. */
const CARD_WIDTH = 'w-[72%] shrink-0 snap-start sm:w-60 lg:w-64';
const CARD_SIZES = '(min-width: 1024px) 256px, (min-width: 640px) 240px, 72vw';

export type Aspect = 'video' | 'square' | 'photo';
const ASPECTS: Record<Aspect, string> = { video: 'aspect-video', square: 'aspect-square', photo: 'aspect-[4/3]' };

type MediaBandProps = {
  title: string;
  intro?: string;
  seeAll: { to: string; label: string };
  /** The row's accessible name. */
  label: string;
  loading: boolean;
  /** How many cards there are. */
  count: number;
  /** What the band says when it has no cards; without it an empty band is left out. */
  empty?: string;
  aspect: Aspect;
  testId: string;
  children: ReactNode;
};

/** One band of cards that scrolls sideways on phones, with its skeleton while loading and its empty line. */
export function MediaBand({
  title,
  intro,
  seeAll,
  label,
  loading,
  count,
  empty,
  aspect,
  testId,
  children,
}: MediaBandProps) {
  if (loading) return <MediaBandSkeleton aspect={aspect} testId={`${testId}-skeleton`} />;
  if (count === 0 && !empty) return null;
  return (
    <HomeSection
      title={title}
      intro={intro}
      aside={
        <Link
          to={seeAll.to}
          className="text-sm font-semibold text-primary-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {seeAll.label}
        </Link>
      }
    >
      {count === 0 ? (
        <p
          data-testid={`${testId}-empty`}
          className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-6 text-center text-sm text-gray-600"
        >
          {empty}
        </p>
      ) : (
        <ul
          aria-label={label}
          data-testid={testId}
          className="-mx-4 flex scroll-px-4 snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0"
        >
          {children}
        </ul>
      )}
    </HomeSection>
  );
}

function MediaBandSkeleton({ aspect, testId }: { aspect: Aspect; testId: string }) {
  return (
    <div aria-hidden="true" data-testid={testId} className="mt-8 sm:mt-12">
      <Skeleton className="mb-5 h-7 w-48" />
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-2 sm:mx-0 sm:px-0">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={CARD_WIDTH}>
            <Skeleton className={cn('w-full rounded-xl', ASPECTS[aspect])} />
            <Skeleton className="mt-2 h-4 w-4/5" />
            <Skeleton className="mt-1.5 h-3 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A calendar date shown on a card: `iso` for `<time dateTime>`, `text` as the customer reads it. */
export type CardDate = { iso: string; text: string };

export type MediaCardProps = {
  href: string;
  /** A media picture in several widths, or a catalogue picture's address (a puja's, a yatra's); null draws a placeholder. */
  image: MediaImage | string | null;
  aspect: Aspect;
  title: string;
  /** A line under the title (a place, a speaker, a category). */
  meta?: string;
  /** Over the picture's corner: a LIVE badge, a duration. */
  badge?: ReactNode;
  /** Under the meta line: when it happens (a puja's next date, a yatra's next departure). */
  date?: CardDate;
  /** The page's first card: its picture loads at once, at high priority (the largest paint on phones). */
  priority?: boolean;
};

/** A card's picture: a catalogue address as a plain image, a media picture through ResponsiveImage; lazy unless `priority`. */
function CardPicture({ image, aspect, priority = false }: Pick<MediaCardProps, 'image' | 'aspect' | 'priority'>) {
  const className = cn('block w-full', ASPECTS[aspect]);
  if (typeof image === 'string') {
    return (
      <img
        src={image}
        alt=""
        width={400}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={cn(className, 'bg-primary-50 object-cover')}
      />
    );
  }
  return <ResponsiveImage image={image} alt="" sizes={CARD_SIZES} className={className} priority={priority} />;
}

/** One card of a media row: the whole card is the link, named by its title and described by its meta line. */
export function MediaCard({ href, image, aspect, title, meta, badge, date, priority }: MediaCardProps) {
  const titleId = useId();
  const metaId = useId();
  const dateId = useId();
  const described = [meta && metaId, date && dateId].filter(Boolean).join(' ');
  return (
    <li className={CARD_WIDTH}>
      <Link
        to={href}
        aria-labelledby={titleId}
        aria-describedby={described || undefined}
        className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span className="relative block overflow-hidden rounded-xl">
          <CardPicture image={image} aspect={aspect} priority={priority} />
          {badge}
        </span>
        <span id={titleId} className="mt-2 line-clamp-2 block font-semibold text-gray-900 group-hover:text-primary">
          {title}
        </span>
        {meta && (
          <span id={metaId} className="mt-0.5 line-clamp-1 block text-sm text-gray-600">
            {meta}
          </span>
        )}
        {date && (
          <time id={dateId} dateTime={date.iso} className="mt-0.5 block text-sm font-semibold text-primary-dark">
            {date.text}
          </time>
        )}
      </Link>
    </li>
  );
}

/** A small dark label over a picture's bottom-right corner (a duration). */
export function CornerLabel({ children }: { children: ReactNode }) {
  return (
    <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white">
      {children}
    </span>
  );
}
