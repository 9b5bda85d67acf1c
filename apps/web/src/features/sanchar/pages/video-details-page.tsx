/**
 * /sanchar/video/video-data?id=<id>: one video (GET /api/media/videos/:id)
 * in its player (YouTube light embed, file or HLS), its title, sub-category,
 * date and description, then related videos of its sub-category; a 404 state
 * for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, PageContainer, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { ShareButton } from '@/components/share-button';
import { useVideoFromQuery } from '../api/get-video';
import { useRelatedVideos } from '../api/get-videos';
import { BackLink } from '../components/back-link';
import { MediaNotFound } from '../components/media-not-found';
import { VideoGrid, VideoGridSkeleton } from '../components/video-card';
import { VideoPlayer } from '../components/video-player';
import { videosPath } from '../links';

const RELATED_COUNT = 6;

function RelatedVideos({ subCategoryId, currentId }: { subCategoryId: string; currentId: string }) {
  const { t } = useTranslation('sanchar');
  // One extra, in case the current video is among the newest.
  const related = useRelatedVideos(subCategoryId, RELATED_COUNT + 1);
  const others = (related.data ?? []).filter((video) => video._id !== currentId).slice(0, RELATED_COUNT);
  return (
    <section aria-labelledby="related-videos" className="mt-10">
      <h2 id="related-videos" className="mb-3 text-xl font-bold text-gray-900">
        {t('video.related')}
      </h2>
      {related.isPending ? (
        <VideoGridSkeleton count={3} testId="related-skeleton" />
      ) : others.length === 0 ? (
        <p className="text-sm text-gray-600">{t('video.relatedEmpty')}</p>
      ) : (
        <VideoGrid videos={others} label={t('video.related')} />
      )}
    </section>
  );
}

function PlayerSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true" data-testid="video-skeleton">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

export default function VideoDetailsPage() {
  const { t } = useTranslation('sanchar');
  const { valid, record: video, notFound } = useVideoFromQuery();
  usePageTitle(video.data?.title ?? (valid ? undefined : t('video.notFoundTitle')));

  let body;
  if (notFound) body = <MediaNotFound section="video" browseTo={paths.sanchar.video} />;
  else if (video.isPending) body = <PlayerSkeleton />;
  else if (video.isError) body = <LoadError message={t('video.loadFailed')} onRetry={() => void video.refetch()} />;
  else {
    const item = video.data;
    body = (
      <>
        <BackLink to={videosPath(item.categoryId, item.subCategoryId)} label={t('video.browse')} />
        <article className="flex flex-col gap-3">
          <VideoPlayer key={item._id} video={item} />
          <p className="text-sm font-medium text-primary">{item.subCategoryName}</p>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{item.title}</h1>
          <p className="text-sm text-gray-500">
            <time dateTime={item.publishedAt}>{t('video.published', { date: formatDate(item.publishedAt) })}</time>
          </p>
          <ShareButton title={item.title} text={item.subCategoryName} className="self-start" />
          {item.description && <p className="whitespace-pre-line text-gray-700">{item.description}</p>}
        </article>
        <RelatedVideos key={`related-${item._id}`} subCategoryId={item.subCategoryId} currentId={item._id} />
      </>
    );
  }
  return <PageContainer width="lg">{body}</PageContainer>;
}
