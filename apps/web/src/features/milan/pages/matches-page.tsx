/**
 * /dashboard/matches (signed-in, in the dashboard frame; issue 22 "Matches
 * for you"): members who fit the member's partner preferences and whose own
 * preferences the member fits (GET /api/users/matches), best fit first, each
 * card saying why ("Matches 6 of your 7 preferences · 28/36 guna"). Strict or
 * Relaxed (?mode=relaxed) and the page (?page=2) live in the address; the
 * preferences are one tap away. Empty in strict mode: offers relaxed; without
 * a profile (409): links to creating one; a failed load offers Try again.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MatchCard, MatchMode } from '@seva/contracts';
import { Button, EmptyState, LoadError, PageContainer, Pager, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { pageCount, pageFrom } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { useMatches } from '../api/get-matches';
import { PREFERENCES_STEP_PATH } from '../components/preferences-note';
import { PROFILE_GRID, ProfileCard, ProfileCardSkeletons } from '../components/profile-card';
import { gunaPoints } from '../format';

/** Why `card` is a match, in a line: the preferences it meets, which it does not, and the guna score. */
function MatchReasonLine({ card }: { card: MatchCard }) {
  const { t } = useTranslation('milan');
  const { met, stated, unmet } = card.match;
  const parts = [t('matches.reason', { met, count: stated })];
  if (card.gunaScore !== null) parts.push(t('matches.guna', { score: gunaPoints(card.gunaScore) }));
  return (
    <p className="mb-1 text-xs font-semibold text-primary-dark">
      {parts.join(' · ')}
      {unmet.length > 0 && (
        <span className="block font-normal text-gray-600">
          {t('matches.differs', { list: unmet.map((criterion) => t(`matches.criteria.${criterion}`)).join(', ') })}
        </span>
      )}
    </p>
  );
}

export default function MatchesPage() {
  const { t } = useTranslation('milan');
  usePageTitle(t('matches.title'));
  const [params, setParams] = useSearchParams();
  const mode: MatchMode = params.get('mode') === 'relaxed' ? 'relaxed' : 'strict';
  const page = pageFrom(params.get('page'));
  const matches = useMatches(mode, page);
  const current = matches.isPlaceholderData ? undefined : matches.data;
  const go = (next: { mode?: MatchMode; page?: number }) => {
    const nextMode = next.mode ?? mode;
    const nextPage = next.page ?? 1;
    setParams({ ...(nextMode === 'relaxed' && { mode: nextMode }), ...(nextPage > 1 && { page: String(nextPage) }) });
  };
  const lastPage = current ? pageCount(current.total, current.pageSize) : page;

  let body;
  if (matches.isError && !current) {
    body =
      matches.error instanceof ApiError && matches.error.status === 409 ? (
        <EmptyState
          title={t('matches.profileRequired')}
          action={
            <Link to={paths.dashboard.editProfile} className={buttonClasses('primary')}>
              {t('shortlist.createProfile')}
            </Link>
          }
        />
      ) : (
        <LoadError message={t('matches.loadError')} onRetry={() => void matches.refetch()} />
      );
  } else if (!current) {
    body = <ProfileCardSkeletons count={4} />;
  } else if (current.results.length === 0) {
    body =
      mode === 'strict' ? (
        <EmptyState
          title={t('matches.emptyStrictTitle')}
          description={t('matches.emptyStrictBody')}
          action={
            <Button variant="primary" onClick={() => go({ mode: 'relaxed' })}>
              {t('matches.tryRelaxed')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('matches.emptyRelaxedTitle')}
          description={t('matches.emptyRelaxedBody')}
          action={
            <Link to={PREFERENCES_STEP_PATH} className={buttonClasses('primary')}>
              {t('search.preferences.edit')}
            </Link>
          }
        />
      );
  } else {
    body = (
      <>
        <p aria-live="polite" className="mb-3 text-sm text-gray-600">
          {t('search.count', { count: current.total })}
        </p>
        <ul className={PROFILE_GRID}>
          {current.results.map((card, index) => (
            <li key={card._id} className="flex">
              <ProfileCard card={card} priority={index < 2} reason={<MatchReasonLine card={card} />} />
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <Pager
            page={page}
            pages={lastPage}
            label={t('matches.pagerLabel')}
            pageOf={t('shortlist.pageOf', { page, pages: lastPage })}
            onPage={(n) => go({ page: n })}
          />
        </div>
      </>
    );
  }

  return (
    <PageContainer width="lg" className="pt-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('matches.title')}</h1>
      <p className="mt-1 text-gray-600">{t('matches.subtitle')}</p>
      <div className="my-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('matches.modeLabel')} className="inline-flex rounded-full bg-gray-100 p-1">
          {(['strict', 'relaxed'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => go({ mode: option })}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
                mode === option ? 'bg-white text-primary-dark shadow' : 'text-gray-700'
              }`}
            >
              {t(`matches.modes.${option}`)}
            </button>
          ))}
        </div>
        <Link to={PREFERENCES_STEP_PATH} className={buttonClasses('secondary', 'sm')}>
          {t('search.preferences.edit')}
        </Link>
      </div>
      <p className="mb-4 text-sm text-gray-600">{t(`matches.modeHint.${mode}`)}</p>
      <div aria-busy={!current || undefined}>{body}</div>
    </PageContainer>
  );
}
