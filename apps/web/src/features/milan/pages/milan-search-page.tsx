/**
 * /milan-sathi/search: filters, sort and page live in the address (see
 * ../search-params), so Back, Forward and a shared link reproduce the same
 * search; results come from GET /api/users/search as cards with page
 * numbers. From 700 px the filters sit in a sidebar; below it they fold into
 * a "Filters" button that opens them in a drawer. A member's search
 * follows their partner preferences until they ask for everyone (issue 22).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Dialog, FilterIcon, PageContainer } from '@/components/ui';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useWindowWidth } from '@/lib/use-window';
import { useProfileSearch } from '../api/search-profiles';
import { FilterForm } from '../components/search-filters';
import { SearchResults } from '../components/search-results';
import { PreferencesNote } from '../components/preferences-note';
import { SortControl } from '../components/sort-control';
import {
  activeFilterCount,
  readSearch,
  withFilter,
  withPage,
  withPreferences,
  withSort,
  withoutFilters,
  type FilterKey,
  type SearchPreferences,
} from '../search-params';

/** The sidebar's breakpoint (SPEC §9: 700 px). */
const WIDE_MIN_PX = 700;

export default function MilanSearchPage() {
  const { t } = useTranslation('milan');
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readSearch(params, isLoggedIn);
  const query = useProfileSearch(state);
  const wide = useWindowWidth() >= WIDE_MIN_PX;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filterCount = activeFilterCount(state.filters);
  usePageTitle(t('search.title'));

  // A new page of results: take the reader (and screen reader) to the top of the list.
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    headingRef.current?.focus();
  }, [state.page]);

  // Each change builds on the address last asked for, not on this render's params: react-router's
  // setSearchParams does not queue, so a second choice made before the page re-renders (a quick
  // "Age to" after "Age from") would otherwise drop the first.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const go = (next: URLSearchParams) => {
    latestParams.current = next;
    setParams(next);
  };
  const onFilter = (key: FilterKey, value: string) => go(withFilter(latestParams.current, key, value));
  const clearFilters = () => go(withoutFilters(latestParams.current));
  const choosePreferences = (preferences: SearchPreferences) => go(withPreferences(latestParams.current, preferences));
  const preferencesApplied = query.data?.preferencesApplied;
  const total = query.data?.total ?? 0;

  const filterForm = <FilterForm filters={state.filters} loggedIn={isLoggedIn} onChange={onFilter} />;
  const clearButton = filterCount > 0 && (
    <Button variant="ghost" size="sm" onClick={clearFilters}>
      {t('search.clearFilters')}
    </Button>
  );

  return (
    <PageContainer>
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('search.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-gray-600 sm:text-base">{t('search.subtitle')}</p>
      </header>
      <div className={wide ? 'grid grid-cols-[250px_minmax(0,1fr)] gap-6' : ''}>
        {wide && (
          <aside aria-labelledby="milan-filters-title" className="self-start rounded-2xl bg-white p-4 shadow-sm">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id="milan-filters-title" className="text-lg font-semibold text-gray-900">
                {t('filters.title')}
              </h2>
              {clearButton}
            </div>
            {filterForm}
          </aside>
        )}
        <section aria-labelledby="milan-results-title" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2
                id="milan-results-title"
                ref={headingRef}
                tabIndex={-1}
                className="scroll-mt-24 text-lg font-semibold text-gray-900 outline-none"
              >
                {t('search.resultsTitle')}
              </h2>
              <p aria-live="polite" className="text-sm text-gray-600">
                {query.isSuccess ? t('search.count', { count: total }) : '\u00a0'}
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-3">
              {!wide && (
                <Button
                  variant="secondary"
                  onClick={() => setDrawerOpen(true)}
                  aria-haspopup="dialog"
                  aria-label={
                    filterCount > 0
                      ? `${t('search.filtersButton')}, ${t('search.filtersActive', { count: filterCount })}`
                      : undefined
                  }
                >
                  <FilterIcon className="size-5" />
                  {t('search.filtersButton')}
                  {filterCount > 0 && (
                    <span aria-hidden="true" className="rounded-full bg-primary px-2 text-xs text-white">
                      {filterCount}
                    </span>
                  )}
                </Button>
              )}
              <SortControl
                sort={state.sort}
                loggedIn={isLoggedIn}
                onChange={(sort) => go(withSort(latestParams.current, sort))}
              />
            </div>
          </div>
          {isLoggedIn && (
            <PreferencesNote
              preferences={state.preferences}
              applied={preferencesApplied}
              onChange={choosePreferences}
            />
          )}
          <SearchResults
            query={query}
            sort={state.sort}
            page={state.page}
            hasFilters={filterCount > 0}
            hrefOfPage={(page) => `?${withPage(params, page).toString()}`}
            onClearFilters={clearFilters}
            onSortNewest={() => go(withSort(latestParams.current, 'newest'))}
            onShowEveryone={preferencesApplied ? () => choosePreferences('everyone') : undefined}
          />
        </section>
      </div>
      {!wide && (
        <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('filters.title')}>
          {filterForm}
          <div className="sticky bottom-0 -mx-5 mt-5 flex items-center justify-between gap-3 border-t border-gray-100 bg-white px-5 pt-3 pb-1 sm:-mx-6 sm:px-6">
            {clearButton || <span />}
            {/* The count only once it is known: a filter just changed is still counting, not at 0. */}
            <Button onClick={() => setDrawerOpen(false)}>
              {query.isSuccess ? t('search.showResults', { count: total }) : t('search.showResultsPending')}
            </Button>
          </div>
        </Dialog>
      )}
    </PageContainer>
  );
}
