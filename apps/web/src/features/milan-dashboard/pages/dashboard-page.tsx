/**
 * /dashboard (protected, inside the dashboard sidebar): the Milan Sathi
 * overview. A greeting; the profile's completeness with what is missing
 * (GET /api/users/:ownId), or a call to create the profile when there is
 * none (404 profile_required); the photos; the membership
 * (GET /api/milan/membership); the ID verification (GET /api/verification);
 * the daily new-matches e-mail switch (GET/PUT /api/users/me/match-emails);
 * family invitations and the accounts helped with, when there are any
 * (GET /api/users/me/family, issue 22); quick links. Skeletons while loading; a failed load falls back quietly.
 */
import { useTranslation } from 'react-i18next';
import { Button, PageContainer, Skeleton } from '@/components/ui';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useOwnProfile } from '../api/get-own-profile';
import { CompletenessCard } from '../components/completeness-card';
import { CreateProfileCta } from '../components/create-profile-cta';
import { FamilyCard } from '../components/family-card';
import { MatchEmailsCard } from '../components/match-emails-card';
import { MembershipCard } from '../components/membership-card';
import { PhotosCard } from '../components/photos-card';
import { QuickLinks } from '../components/quick-links';
import { VerificationCard } from '../components/verification-card';

function ProfileSkeleton() {
  return (
    <>
      <div className="rounded-2xl bg-white p-5 shadow-sm" aria-hidden="true">
        <Skeleton className="h-6 w-48" />
        <div className="mt-4 flex items-center gap-5">
          <Skeleton className="size-28 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-5" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        </div>
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm" aria-hidden="true">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="mt-4 size-24 rounded-xl" />
      </div>
    </>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('milanDashboard');
  const session = useSession();
  const ownId = session.customer?.userid ?? '';
  const name = session.customer?.firstname?.trim();
  const profile = useOwnProfile(ownId || undefined);
  usePageTitle(t('overview.title'));

  return (
    <PageContainer width="xl" className="pt-2">
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-gray-900">
          {name ? t('overview.greeting', { name }) : t('overview.greetingNoName')}
        </h1>
        <p className="mt-1 text-gray-600">{t('overview.subtitle')}</p>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FamilyCard enabled={ownId !== ''} />
        {profile.isPending ? (
          <div role="status" aria-label={t('loading')} className="contents">
            <ProfileSkeleton />
          </div>
        ) : profile.isError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600 lg:col-span-2">
            <p>{t('overview.profileUnavailable')}</p>
            <Button variant="link" size="sm" onClick={() => void profile.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </div>
        ) : profile.data === null ? (
          <div className="lg:col-span-2">
            <CreateProfileCta />
          </div>
        ) : (
          <>
            <CompletenessCard profile={profile.data} />
            <PhotosCard photos={profile.data.photos} />
            <MatchEmailsCard />
          </>
        )}
        <MembershipCard enabled={ownId !== ''} />
        <VerificationCard enabled={ownId !== ''} />
        <QuickLinks ownId={ownId} hasProfile={Boolean(profile.data)} />
      </div>
    </PageContainer>
  );
}
