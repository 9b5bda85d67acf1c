/**
 * The results area of the search: placeholders while a page loads; the
 * cards and page numbers; an empty state that suggests widening the
 * filters (or, narrowed by the member's partner preferences, offers
 * everyone); a kundli sort the server refused (no birth details: 400) with
 * the way to fix it; or a failed load with Try again.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileSearchResponse } from '@seva/contracts';
import { Button, EmptyState, LoadError, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { SEARCH_PAGE_SIZE, type SearchSort } from '../search-params';
import { Pagination } from './pagination';
import { PROFILE_GRID, ProfileCard, ProfileCardSkeletons } from './profile-card';

type SearchResultsProps = {
  query: {
    data: ProfileSearchResponse | undefined;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  sort: SearchSort;
  page: number;
  hasFilters: boolean;
  hrefOfPage: (page: number) => string;
  onClearFilters: () => void;
  onSortNewest: () => void;
  /** Set when the member's partner preferences narrowed the list: the way to see everyone. */
  onShowEveryone?: () => void;
};

export function SearchResults({
  query,
  sort,
  page,
  hasFilters,
  hrefOfPage,
  onClearFilters,
  onSortNewest,
  onShowEveryone,
}: SearchResultsProps) {
  const { t } = useTranslation('milan');

  if (query.isPending) return <ProfileCardSkeletons count={6} />;

  if (query.isError) {
    const error = query.error;
    if (sort === 'match' && error instanceof ApiError && error.status === 400) {
      return (
        <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p>{error.serverMessage ?? t('search.matchNeedsBirth')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.dashboard.editProfile} className={buttonClasses('primary')}>
              {t('search.addBirthDetails')}
            </Link>
            <Button variant="secondary" onClick={onSortNewest}>
              {t('search.sortNewestInstead')}
            </Button>
          </div>
        </div>
      );
    }
    return <LoadError message={t('search.loadFailed')} onRetry={() => void query.refetch()} />;
  }

  const { results = [], total = 0 } = query.data ?? {};
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));

  if (results.length === 0 && total > 0) {
    return (
      <EmptyState
        title={t('search.pastEndTitle')}
        action={
          <Link to={hrefOfPage(1)} className={buttonClasses('secondary')}>
            {t('search.firstPage')}
          </Link>
        }
      />
    );
  }
  if (results.length === 0 && onShowEveryone && !hasFilters) {
    return (
      <EmptyState
        title={t('search.preferences.emptyTitle')}
        description={t('search.preferences.emptyBody')}
        action={
          <Button variant="secondary" onClick={onShowEveryone}>
            {t('search.preferences.showEveryone')}
          </Button>
        }
      />
    );
  }
  if (results.length === 0) {
    return hasFilters ? (
      <EmptyState
        title={t('search.emptyTitle')}
        description={t('search.emptyBody')}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            {t('search.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('search.emptyTitle')} description={t('search.emptyNoFilters')} />
    );
  }

  return (
    <>
      <ul className={PROFILE_GRID}>
        {results.map((card, index) => (
          <li key={card._id} className="flex">
            <ProfileCard card={card} priority={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} hrefOf={hrefOfPage} />
    </>
  );
}
