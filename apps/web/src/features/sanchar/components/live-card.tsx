import { useTranslation } from 'react-i18next';
import type { LiveStream } from '@seva/contracts';
import { livePath } from '../links';
import { CardFrame, CardGrid, CardGridSkeleton } from './card-frame';
import { LiveBadge } from './live-badge';

/** A live stream as a card: on air with the LIVE badge, else with when it is usually on. */
export function LiveCard({ stream }: { stream: LiveStream }) {
  const { t } = useTranslation('sanchar');
  return (
    <CardFrame
      href={livePath(stream._id)}
      image={stream.thumbnail}
      title={stream.title}
      overlay={
        stream.isLive && (
          <span className="absolute top-2 left-2">
            <LiveBadge />
          </span>
        )
      }
    >
      <p className="text-sm text-gray-600">{stream.location}</p>
      <p className="text-sm font-medium text-gray-700">
        {stream.isLive ? (
          <span className="text-red-700">{t('live.onAir')}</span>
        ) : (
          t('live.schedule', { schedule: stream.schedule })
        )}
      </p>
    </CardFrame>
  );
}

export function LiveGrid({ streams, label }: { streams: LiveStream[]; label: string }) {
  return (
    <CardGrid items={streams} label={label}>
      {(stream) => <LiveCard stream={stream} />}
    </CardGrid>
  );
}

export function LiveGridSkeleton({ count = 3, testId = 'live-skeleton' }: { count?: number; testId?: string }) {
  return <CardGridSkeleton count={count} testId={testId} lines={['w-4/5', 'w-1/2', 'w-1/3']} />;
}
