import type { Video } from '@seva/contracts';
import { formatClock } from '../format';
import { videoPath } from '../links';
import { CardFrame, CardGrid, CardGridSkeleton } from './card-frame';
import { PlayIcon } from './icons';

/** A video as a card: 16:9 thumbnail with its length, title (the link) and sub-category. */
export function VideoCard({ video }: { video: Video }) {
  return (
    <CardFrame
      href={videoPath(video._id)}
      image={video.thumbnail}
      title={video.title}
      overlay={
        <>
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
        </>
      }
    >
      <p className="text-sm text-gray-600">{video.subCategoryName}</p>
    </CardFrame>
  );
}

/** Videos as a responsive grid of cards. */
export function VideoGrid({ videos, label }: { videos: Video[]; label: string }) {
  return (
    <CardGrid items={videos} label={label}>
      {(video) => <VideoCard video={video} />}
    </CardGrid>
  );
}

/** Card-shaped placeholders while videos load. */
export function VideoGridSkeleton({ count = 6, testId = 'videos-skeleton' }: { count?: number; testId?: string }) {
  return <CardGridSkeleton count={count} testId={testId} lines={['w-4/5', 'w-1/3']} />;
}
