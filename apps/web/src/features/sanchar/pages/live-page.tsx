/**
 * /sanchar/live: the live streams (GET /api/admin/getLive), those on air
 * first with a pulsing LIVE badge, the others with when they are usually on.
 * A list that cannot load shows the empty state (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { EmptyState, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useLiveStreams } from '../api/get-live-streams';
import { LiveGrid, LiveGridSkeleton } from '../components/live-card';
import { SancharHeader } from '../components/sanchar-header';

export default function LivePage() {
  const { t } = useTranslation('sanchar');
  usePageTitle(t('live.title'));
  const streams = useLiveStreams();
  const list = streams.data ?? [];

  let body;
  if (streams.isPending) body = <LiveGridSkeleton count={6} />;
  else if (list.length === 0) body = <EmptyState title={t('live.emptyTitle')} description={t('live.emptyBody')} />;
  else body = <LiveGrid streams={list} label={t('live.listLabel')} />;

  return (
    <PageContainer>
      <SancharHeader title={t('live.title')} subtitle={t('live.subtitle')} />
      {body}
    </PageContainer>
  );
}
