import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Podcast } from '@seva/contracts';
import { ResponsiveImage, Skeleton } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { formatClock } from '../format';
import { podcastPath } from '../links';
import { PlayButton } from './play-button';

/** One episode in a list: picture, title (links to its page), speaker, length and date, and play/pause. */
export function PodcastRow({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('sanchar');
  const length = formatClock(podcast.durationSeconds);
  return (
    <article className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100">
      <ResponsiveImage image={podcast.image} alt="" sizes="80px" className="size-16 shrink-0 rounded-lg sm:size-20" />
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          <Link
            to={podcastPath(podcast._id)}
            className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            {podcast.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-gray-600">{podcast.speaker}</p>
        <p className="mt-0.5 text-xs text-gray-500">
          <span title={t('duration', { time: length })}>{length}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={podcast.publishedAt}>{formatDate(podcast.publishedAt)}</time>
        </p>
      </div>
      <PlayButton podcast={podcast} />
    </article>
  );
}

/** Episode-row-shaped placeholders while a list loads. */
export function PodcastListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true" data-testid="podcasts-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-gray-100">
          <Skeleton className="size-16 shrink-0 rounded-lg sm:size-20" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="size-11 shrink-0 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

/** Episodes as a list of rows. */
export function PodcastList({ podcasts, label }: { podcasts: Podcast[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {podcasts.map((podcast) => (
        <li key={podcast._id}>
          <PodcastRow podcast={podcast} />
        </li>
      ))}
    </ul>
  );
}
