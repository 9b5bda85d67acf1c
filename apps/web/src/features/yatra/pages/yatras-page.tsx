/**
 * /yatra: every yatra as a card (GET get_all_yatra) with its next departure
 * and seats left; skeletons while loading, and the empty state (also when the
 * list cannot load, SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { CatalogueGrid, CatalogueGridSkeleton, EmptyState, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useYatras } from '../api/get-yatras';
import { YatraCard } from '../components/yatra-card';

export default function YatrasPage() {
  const { t } = useTranslation('yatra');
  const yatras = useYatras();
  usePageTitle(t('list.title'));

  const list = yatras.data ?? [];
  let body;
  if (yatras.isPending) body = <CatalogueGridSkeleton testId="yatras-skeleton" priceWidth="w-1/2" />;
  else if (list.length === 0) body = <EmptyState title={t('list.emptyTitle')} description={t('list.emptyBody')} />;
  else
    body = (
      <CatalogueGrid label={t('list.gridLabel')}>
        {list.map((yatra, index) => (
          <li key={yatra._id} className="flex">
            <YatraCard yatra={yatra} eager={index === 0} />
          </li>
        ))}
      </CatalogueGrid>
    );

  return (
    <PageContainer>
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">{t('list.subtitle')}</p>
      </header>
      {body}
    </PageContainer>
  );
}
