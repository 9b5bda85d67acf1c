/**
 * /sanchar/podcast/podcast-data?id=<id>: one episode (GET /api/media/podcasts/:id):
 * picture, title, speaker, length, description, play, *Play next* and *Add
 * to queue* and share, the transcript (from its captions), then more episodes
 * of its sub-category; a 404 state for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { DetailsSkeleton, LoadError, PageContainer, ResponsiveImage } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { ShareButton } from '@/components/share-button';
import { usePodcastFromQuery } from '../api/get-podcast';
import { useMorePodcasts } from '../api/get-podcasts';
import { BackLink } from '../components/back-link';
import { MediaNotFound } from '../components/media-not-found';
import { PlayEpisodeButton } from '../components/play-button';
import { PodcastList, PodcastListSkeleton } from '../components/podcast-row';
import { QueueButtons } from '../components/queue-buttons';
import { TranscriptPanel } from '../components/transcript-panel';
import { formatClock } from '../format';
import { podcastsPath } from '../links';

const MORE_COUNT = 6;

function MoreEpisodes({ subCategoryId, currentId }: { subCategoryId: string; currentId: string }) {
  const { t } = useTranslation('sanchar');
  // One extra, in case the current episode is among the newest.
  const more = useMorePodcasts(subCategoryId, MORE_COUNT + 1);
  const others = (more.data ?? []).filter((podcast) => podcast._id !== currentId).slice(0, MORE_COUNT);
  return (
    <section aria-labelledby="more-episodes" className="mt-10">
      <h2 id="more-episodes" className="mb-3 text-xl font-bold text-gray-900">
        {t('podcast.more')}
      </h2>
      {more.isPending ? (
        <PodcastListSkeleton count={3} />
      ) : others.length === 0 ? (
        <p className="text-sm text-gray-600">{t('podcast.moreEmpty')}</p>
      ) : (
        <PodcastList podcasts={others} label={t('podcast.more')} />
      )}
    </section>
  );
}

export default function PodcastDetailsPage() {
  const { t } = useTranslation('sanchar');
  const { valid, record: podcast, notFound } = usePodcastFromQuery();
  usePageTitle(podcast.data?.title ?? (valid ? undefined : t('podcast.notFoundTitle')));

  if (notFound) {
    return (
      <PageContainer width="lg">
        <MediaNotFound section="podcast" browseTo={paths.sanchar.podcast} />
      </PageContainer>
    );
  }
  if (podcast.isPending) {
    return (
      <PageContainer width="lg">
        <DetailsSkeleton testId="podcast-skeleton" />
      </PageContainer>
    );
  }
  if (podcast.isError) {
    return (
      <PageContainer width="lg">
        <LoadError message={t('podcast.loadFailed')} onRetry={() => void podcast.refetch()} />
      </PageContainer>
    );
  }

  const item = podcast.data;
  const length = formatClock(item.durationSeconds);
  return (
    <PageContainer width="lg">
      <BackLink to={podcastsPath(item.categoryId, item.subCategoryId)} label={t('podcast.browse')} />
      <article className="grid gap-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6 md:grid-cols-5 md:gap-8">
        <ResponsiveImage
          image={item.image}
          alt={item.title}
          sizes="(min-width: 768px) 360px, calc(100vw - 4rem)"
          priority
          className="aspect-square w-full rounded-xl md:col-span-2"
        />
        <div className="flex min-w-0 flex-col gap-2 md:col-span-3">
          <p className="text-sm font-medium text-primary">{item.subCategoryName}</p>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{item.title}</h1>
          <p className="text-gray-700">{t('podcast.by', { speaker: item.speaker })}</p>
          <p className="text-sm text-gray-500">
            <span title={t('duration', { time: length })}>{length}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <PlayEpisodeButton podcast={item} />
            <QueueButtons podcast={item} />
            <ShareButton title={item.title} text={t('podcast.by', { speaker: item.speaker })} />
          </div>
          {item.description && <p className="mt-3 whitespace-pre-line text-gray-700">{item.description}</p>}
        </div>
      </article>
      <TranscriptPanel key={`transcript-${item._id}`} podcast={item} />
      <MoreEpisodes key={item._id} subCategoryId={item.subCategoryId} currentId={item._id} />
    </PageContainer>
  );
}
