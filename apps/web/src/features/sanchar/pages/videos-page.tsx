/**
 * /sanchar/video: category chips (those with videos) → sub-category tabs →
 * the videos as a grid of cards, newest first, a page at a time with Load
 * more. Lists that cannot load show the empty state (SPEC §8).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useVideoPages } from '../api/get-videos';
import { MediaBrowser } from '../components/media-browser';
import { PagedItems } from '../components/paged-items';
import { SancharHeader } from '../components/sanchar-header';
import { VideoGrid, VideoGridSkeleton } from '../components/video-card';

function Videos({ subCategoryId, empty }: { subCategoryId: string; empty: ReactNode }) {
  const { t } = useTranslation('sanchar');
  return (
    <PagedItems query={useVideoPages(subCategoryId)} skeleton={<VideoGridSkeleton />} empty={empty}>
      {(videos) => <VideoGrid videos={videos} label={t('video.gridLabel')} />}
    </PagedItems>
  );
}

export default function VideosPage() {
  const { t } = useTranslation('sanchar');
  usePageTitle(t('video.title'));
  const empty = <EmptyState title={t('video.emptyTitle')} description={t('video.emptyBody')} />;
  return (
    <PageContainer>
      <SancharHeader title={t('video.title')} subtitle={t('video.subtitle')} />
      <MediaBrowser kind="video" skeleton={<VideoGridSkeleton />} empty={empty}>
        {(subCategoryId) => <Videos key={subCategoryId} subCategoryId={subCategoryId} empty={empty} />}
      </MediaBrowser>
    </PageContainer>
  );
}
