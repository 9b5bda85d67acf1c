/**
 * /puja: every puja and pitr paksha ritual as cards (GET get_puja), filtered
 * by kind through ?kind=puja|pitr (anything else is All) and searched through
 * ?q= in English or Hindi (search.ts). A failed load shows the empty list (SPEC §8).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PUJA_KINDS, type PujaKind } from '@seva/contracts';
import {
  CatalogueGrid,
  CatalogueGridSkeleton,
  EmptyState,
  PageContainer,
  SearchBox,
  buttonClasses,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { usePujas } from '../api/get-pujas';
import { KindFilter } from '../components/kind-filter';
import { PujaCard } from '../components/puja-card';
import { pujaListParams } from '../links';

function kindOf(value: string | null): PujaKind | undefined {
  return PUJA_KINDS.find((kind) => kind === value);
}

export default function PujasPage() {
  const { t } = useTranslation('puja');
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const search = (params.get('q') ?? '').trim();
  const pujas = usePujas(search);
  const onSearch = useCallback(
    (next: string) => setParams(pujaListParams(kind, next), { replace: true }),
    [kind, setParams],
  );
  const filtered = Boolean(kind || search);
  usePageTitle(t('list.title'));

  let body;
  if (pujas.isPending) body = <CatalogueGridSkeleton testId="pujas-skeleton" />;
  else {
    const shown = (pujas.data ?? []).filter((puja) => !kind || puja.kind === kind);
    body =
      shown.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={search ? t('list.emptySearch', { search }) : kind ? t('list.emptyFiltered') : t('list.emptyAll')}
          action={
            filtered ? (
              <Link to={paths.puja.root} className={buttonClasses('secondary')}>
                {t('list.showAll')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <CatalogueGrid label={t('list.gridLabel')}>
          {shown.map((puja, index) => (
            <li key={puja._id} className="flex">
              <PujaCard puja={puja} eager={index === 0} />
            </li>
          ))}
        </CatalogueGrid>
      );
  }

  return (
    <PageContainer>
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">{t('list.subtitle')}</p>
      </header>
      <div className="mb-5 flex flex-col gap-3">
        <SearchBox
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onSearch={onSearch}
        />
        <KindFilter selected={kind} search={search} />
      </div>
      {body}
    </PageContainer>
  );
}
