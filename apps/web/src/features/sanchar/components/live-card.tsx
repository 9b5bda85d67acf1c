import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveStream } from '@seva/contracts';
import { ResponsiveImage, Skeleton } from '@/components/ui';
import { livePath } from '../links';
import { LiveBadge } from './live-badge';

const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** A live stream as a card: on air with the LIVE badge, else with when it is usually on. */
export function LiveCard({ stream }: { stream: LiveStream }) {
  const { t } = useTranslation('sanchar');
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
      <div className="relative">
        <ResponsiveImage image={stream.thumbnail} alt="" sizes={CARD_SIZES} className="aspect-video w-full" />
        {stream.isLive && (
          <span className="absolute top-2 left-2">
            <LiveBadge />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          <Link
            to={livePath(stream._id)}
            className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-primary"
          >
            {stream.title}
          </Link>
        </h3>
        <p className="text-sm text-gray-600">{stream.location}</p>
        <p className="text-sm font-medium text-gray-700">
          {stream.isLive ? (
            <span className="text-red-700">{t('live.onAir')}</span>
          ) : (
            t('live.schedule', { schedule: stream.schedule })
          )}
        </p>
      </div>
    </article>
  );
}

export function LiveGrid({ streams, label }: { streams: LiveStream[]; label: string }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {streams.map((stream) => (
        <li key={stream._id}>
          <LiveCard stream={stream} />
        </li>
      ))}
    </ul>
  );
}

export function LiveGridSkeleton({ count = 3, testId = 'live-skeleton' }: { count?: number; testId?: string }) {
  return (
    <div className={gridClass} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-white ring-1 ring-gray-100">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
