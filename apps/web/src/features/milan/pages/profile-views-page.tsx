/**
 * /dashboard/profile-views (signed-in, in the dashboard frame; issue 22):
 * how many members viewed the member's profile in the last 30 days; on a
 * paid plan their cards, newest view first, each with when they looked; on
 * the free plan an upgrade prompt instead; the "Browse privately" switch.
 * Without a Milan Sathi profile it asks for one first.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PROFILE_VIEWS_WINDOW_DAYS } from '@seva/contracts';
import { EmptyState, PageContainer, Pager, Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { pageCount, pageFrom } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { useProfileViews } from '../api/get-profile-views';
import { BrowsePrivately } from '../components/browse-privately';
import { PROFILE_GRID, ProfileCard, ProfileCardSkeletons } from '../components/profile-card';

export default function ProfileViewsPage() {
  const { t } = useTranslation('milan');
  usePageTitle(t('profileViews.title'));
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data, error } = useProfileViews(page);
  const days = PROFILE_VIEWS_WINDOW_DAYS;

  let body;
  if (error instanceof ApiError && error.status === 404) {
    body = (
      <EmptyState
        title={t('profileViews.noProfileTitle')}
        description={t('profileViews.noProfileBody')}
        action={
          <Link to={paths.dashboard.editProfile} className={buttonClasses('primary')}>
            {t('profileViews.createProfile')}
          </Link>
        }
      />
    );
  } else if (!data) {
    body = (
      <div data-testid="profile-views-skeleton">
        <Skeleton className="mb-4 h-6 w-2/3" />
        <ProfileCardSkeletons count={4} />
      </div>
    );
  } else {
    const { total, results, locked, pageSize } = data;
    const pages = pageCount(total, pageSize);
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-gray-900">{t('profileViews.count', { count: total, days })}</p>
        {locked ? (
          <section className="rounded-2xl bg-primary-50 p-4">
            <h2 className="font-semibold text-gray-900">{t('profileViews.lockedTitle')}</h2>
            <p className="mt-1 text-sm text-gray-700">{t('profileViews.lockedBody')}</p>
            <Link to={paths.milanSathi.membership} className={`${buttonClasses('primary')} mt-3`}>
              {t('profileViews.upgrade')}
            </Link>
          </section>
        ) : results.length === 0 ? (
          <EmptyState title={t('profileViews.emptyTitle')} description={t('profileViews.emptyBody', { days })} />
        ) : (
          <>
            <ul className={PROFILE_GRID}>
              {results.map((viewer, index) => (
                <li key={viewer._id} className="flex flex-col gap-1">
                  <ProfileCard card={viewer} priority={index < 2} />
                  <p className="px-1 text-xs text-gray-500">
                    {t('profileViews.viewedOn', { date: formatDate(viewer.viewedAt) })}
                  </p>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pages={pages}
              label={t('profileViews.pagesLabel')}
              pageOf={t('profileViews.pageOf', { page, pages })}
              hrefOf={(n) => `${paths.dashboard.profileViews}?page=${n}`}
            />
          </>
        )}
        <BrowsePrivately on={data.browsePrivately} locked={locked} />
      </div>
    );
  }

  return (
    <PageContainer width="lg" className="pt-4">
      <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{t('profileViews.title')}</h1>
      {body}
    </PageContainer>
  );
}
