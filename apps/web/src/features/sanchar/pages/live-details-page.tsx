/**
 * /sanchar/live/live-details?id=<id>: one live stream (GET /api/media/live/:id)
 * playing from HLS (hls.js, loaded only here) or YouTube live (light embed),
 * with where it is from, whether it is on air, and the other streams; a 404
 * state for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, PageContainer, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useLiveStreamFromQuery } from '../api/get-live-stream';
import { useLiveStreams } from '../api/get-live-streams';
import { BackLink } from '../components/back-link';
import { LiveBadge } from '../components/live-badge';
import { LiveGrid, LiveGridSkeleton } from '../components/live-card';
import { MediaNotFound } from '../components/media-not-found';
import { VideoPlayer } from '../components/video-player';

function OtherStreams({ currentId }: { currentId: string }) {
  const { t } = useTranslation('sanchar');
  const streams = useLiveStreams();
  const others = (streams.data ?? []).filter((stream) => stream._id !== currentId);
  if (!streams.isPending && others.length === 0) return null;
  return (
    <section aria-labelledby="other-streams" className="mt-10">
      <h2 id="other-streams" className="mb-3 text-xl font-bold text-gray-900">
        {t('live.others')}
      </h2>
      {streams.isPending ? (
        <LiveGridSkeleton testId="others-skeleton" />
      ) : (
        <LiveGrid streams={others} label={t('live.others')} />
      )}
    </section>
  );
}

export default function LiveDetailsPage() {
  const { t } = useTranslation('sanchar');
  const { valid, record: stream, notFound } = useLiveStreamFromQuery();
  usePageTitle(stream.data?.title ?? (valid ? undefined : t('live.notFoundTitle')));

  let body;
  if (notFound) body = <MediaNotFound section="live" browseTo={paths.sanchar.live} />;
  else if (stream.isPending)
    body = (
      <div className="flex flex-col gap-3" aria-hidden="true" data-testid="stream-skeleton">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    );
  else if (stream.isError) body = <LoadError message={t('live.loadFailed')} onRetry={() => void stream.refetch()} />;
  else {
    const item = stream.data;
    body = (
      <>
        <BackLink to={paths.sanchar.live} label={t('live.browse')} />
        <article className="flex flex-col gap-3">
          <VideoPlayer key={item._id} video={item} />
          <div className="flex flex-wrap items-center gap-2">
            {item.isLive && <LiveBadge />}
            <p className="text-sm font-medium text-gray-600">{item.location}</p>
          </div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{item.title}</h1>
          {!item.isLive && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('live.offAir')} {t('live.schedule', { schedule: item.schedule })}
            </p>
          )}
          {item.description && <p className="whitespace-pre-line text-gray-700">{item.description}</p>}
        </article>
        <OtherStreams currentId={item._id} />
      </>
    );
  }
  return <PageContainer width="lg">{body}</PageContainer>;
}
