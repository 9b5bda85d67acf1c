/**
 * /sanchar/podcast: category chips (those with episodes) → sub-category
 * tabs → the episodes, newest first, a page at a time with Load more. Each
 * plays in the global player, which keeps playing while the customer
 * browses. Lists that cannot load show the empty state (SPEC §8).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { usePodcastPages } from '../api/get-podcasts';
import { MediaBrowser } from '../components/media-browser';
import { PagedItems } from '../components/paged-items';
import { PodcastList, PodcastListSkeleton } from '../components/podcast-row';
import { SancharHeader } from '../components/sanchar-header';

function Episodes({ subCategoryId, empty }: { subCategoryId: string; empty: ReactNode }) {
  const { t } = useTranslation('sanchar');
  return (
    <PagedItems query={usePodcastPages(subCategoryId)} skeleton={<PodcastListSkeleton />} empty={empty}>
      {(podcasts) => <PodcastList podcasts={podcasts} label={t('podcast.listLabel')} />}
    </PagedItems>
  );
}

export default function PodcastsPage() {
  const { t } = useTranslation('sanchar');
  usePageTitle(t('podcast.title'));
  const empty = <EmptyState title={t('podcast.emptyTitle')} description={t('podcast.emptyBody')} />;
  return (
    <PageContainer width="lg">
      <SancharHeader title={t('podcast.title')} subtitle={t('podcast.subtitle')} />
      <MediaBrowser kind="podcast" skeleton={<PodcastListSkeleton />} empty={empty}>
        {(subCategoryId) => <Episodes key={subCategoryId} subCategoryId={subCategoryId} empty={empty} />}
      </MediaBrowser>
    </PageContainer>
  );
}
