import { Link } from 'react-router';
import type { Video } from '@seva/contracts';
import { ResponsiveImage, Skeleton } from '@/components/ui';
import { formatClock } from '../format';
import { videoPath } from '../links';
import { PlayIcon } from './icons';

/** The picture is a third of the row on desktops, half on tablets, the whole width on phones. */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** A video as a card: 16:9 thumbnail with its length, title (the link) and sub-category. */
export function VideoCard({ video }: { video: Video }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
      <div className="relative">
        <ResponsiveImage image={video.thumbnail} alt="" sizes={CARD_SIZES} className="aspect-video w-full" />
        <span
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center opacity-0 transition-opacity group-hover:opacity-100"
        >
          <span className="grid size-12 place-items-center rounded-full bg-black/60 text-white">
            <PlayIcon className="size-6" />
          </span>
        </span>
        {video.durationSeconds !== null && (
          <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
            {formatClock(video.durationSeconds)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          {/* The link covers the whole card; the title is its name. */}
          <Link
            to={videoPath(video._id)}
            className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-primary"
          >
            {video.title}
          </Link>
        </h3>
        <p className="text-sm text-gray-600">{video.subCategoryName}</p>
      </div>
    </article>
  );
}

/** Videos as a responsive grid of cards. */
export function VideoGrid({ videos, label }: { videos: Video[]; label: string }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {videos.map((video) => (
        <li key={video._id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while videos load. */
export function VideoGridSkeleton({ count = 6, testId = 'videos-skeleton' }: { count?: number; testId?: string }) {
  return (
    <div className={gridClass} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-white ring-1 ring-gray-100">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
