/**
 * /milan-sathi/search/profile/:id: one member's profile as the viewer may see
 * it (GET /api/users/:id) — photos (or the lock), the details, the kundli
 * match with the viewer, and "Get in touch" (interest and contact details,
 * each behind its privacy rule). The owner sees a banner and an edit link
 * instead of the actions; an unknown, hidden or blocked profile is a
 * friendly 404.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { DetailsSkeleton, LoadError, NotFoundState, PageContainer, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useProfile } from '../api/get-profile';
import { ConnectPanel } from '../components/connect-panel';
import { KundliPanel } from '../components/kundli-panel';
import { PhotoGallery } from '../components/photo-gallery';
import { PhotoRequestButton } from '../components/photo-request-button';
import { ProfileActions } from '../components/profile-actions';
import { ProfileDetails } from '../components/profile-details';
import { ProfileHeader } from '../components/profile-header';
import { profileName } from '../format';

/** The search the member came from (cards pass it), so Back to search keeps the filters. */
function useBackTo(): string {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    if (state.from.startsWith(paths.milanSathi.search)) return state.from;
  }
  return paths.milanSathi.search;
}

export default function MilanProfilePage() {
  const { t } = useTranslation('milan');
  const { id = '' } = useParams();
  const { isLoggedIn } = useSession();
  const { profile, notFound } = useProfile(id);
  const backTo = useBackTo();
  const name = profile.data ? profileName(profile.data) : '';
  usePageTitle(notFound ? t('profile.notFoundTitle') : name || undefined);

  if (notFound) {
    return (
      <PageContainer width="lg">
        <NotFoundState
          title={t('profile.notFoundTitle')}
          body={t('profile.notFoundBody')}
          browse={{ to: backTo, label: t('profile.backToSearch') }}
        />
      </PageContainer>
    );
  }

  let body;
  if (profile.isPending) {
    body = <DetailsSkeleton testId="milan-profile-skeleton" mainHeight="h-96" />;
  } else if (profile.isError) {
    body = <LoadError message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  } else {
    const view = profile.data;
    body = (
      <div className="flex flex-col gap-6">
        {view.own && (
          <div
            role="note"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary-200 bg-primary-50 px-4 py-3"
          >
            <p className="font-medium text-primary-dark">{t('profile.ownBanner')}</p>
            <Link to={paths.dashboard.editProfile} className={buttonClasses('primary', 'sm')}>
              {t('profile.editProfile')}
            </Link>
          </div>
        )}
        <div className="grid gap-5 md:grid-cols-5 md:gap-8">
          <div className="flex flex-col gap-3 md:col-span-2">
            <PhotoGallery photos={view.photos} hidden={view.photosHidden} name={name} />
            <PhotoRequestButton profile={view} />
          </div>
          <div className="md:col-span-3">
            <ProfileHeader
              profile={view}
              name={name}
              actions={
                isLoggedIn && !view.own ? (
                  <ProfileActions id={view._id} name={name} backTo={backTo} shortlisted={view.shortlisted} />
                ) : null
              }
            />
          </div>
        </div>
        <div className="grid gap-5 lg:grid-cols-3 lg:items-start">
          <div className="lg:sticky lg:top-24 lg:order-last">
            <ConnectPanel profile={view} name={name} />
          </div>
          <div className="flex flex-col gap-5 lg:col-span-2">
            {!view.own && (
              <KundliPanel kundli={view.kundli} missing={view.kundliMissing} name={name} gender={view.gender} />
            )}
            <ProfileDetails profile={view} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <PageContainer width="xl">
      <Link to={backTo} className={buttonClasses('link', 'md', 'mb-4 inline-flex')}>
        ← {t('profile.backToSearch')}
      </Link>
      {body}
    </PageContainer>
  );
}
