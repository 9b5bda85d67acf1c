/**
 * /dashboard/shortlist (signed-in, in the dashboard frame; issue 22: "Shortlist
 * (save a profile), with its own list"): the profiles the member saved, newest
 * first, as the search's cards (GET /api/users/shortlist), twelve a page with
 * the page in the address (?page=2). Empty: says so and links to the search;
 * without a Milan Sathi profile (409): links to creating one; a failed load
 * offers Try again. Removing the last card of a later page moves back a page.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadError, PageContainer, Pager, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { pageCount, pageFrom } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { useShortlist } from '../api/get-shortlist';
import { PROFILE_GRID, ProfileCard, ProfileCardSkeletons } from '../components/profile-card';

export default function ShortlistPage() {
  const { t } = useTranslation('milan');
  usePageTitle(t('shortlist.title'));
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const shortlist = useShortlist(page);
  const current = shortlist.isPlaceholderData ? undefined : shortlist.data;
  const goTo = (n: number) => setParams(n > 1 ? { page: String(n) } : {});

  const lastPage = current ? pageCount(current.total, current.pageSize) : page;
  useEffect(() => {
    if (page > lastPage) setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  }, [page, lastPage, setParams]);

  let body;
  if (shortlist.isError && !current) {
    body =
      shortlist.error instanceof ApiError && shortlist.error.status === 409 ? (
        <EmptyState
          title={t('shortlist.profileRequired')}
          action={
            <Link to={paths.dashboard.editProfile} className={buttonClasses('primary')}>
              {t('shortlist.createProfile')}
            </Link>
          }
        />
      ) : (
        <LoadError message={t('shortlist.loadError')} onRetry={() => void shortlist.refetch()} />
      );
  } else if (!current) {
    body = <ProfileCardSkeletons count={4} />;
  } else if (current.results.length === 0) {
    body = (
      <EmptyState
        title={t('shortlist.emptyTitle')}
        description={t('shortlist.emptyBody')}
        action={
          <Link to={paths.milanSathi.search} className={buttonClasses('primary')}>
            {t('shortlist.search')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={PROFILE_GRID}>
          {current.results.map((card, index) => (
            <li key={card._id} className="flex">
              <ProfileCard card={card} priority={index < 2} />
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <Pager
            page={page}
            pages={lastPage}
            label={t('shortlist.pagerLabel')}
            pageOf={t('shortlist.pageOf', { page, pages: lastPage })}
            onPage={(n) => goTo(n)}
          />
        </div>
      </>
    );
  }

  return (
    <PageContainer width="lg" className="pt-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('shortlist.title')}</h1>
      <p className="mt-1 mb-4 text-gray-600">{t('shortlist.subtitle')}</p>
      <div aria-busy={!current || undefined}>{body}</div>
    </PageContainer>
  );
}
