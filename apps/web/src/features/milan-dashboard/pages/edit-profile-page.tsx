/**
 * /dashboard/edit-profile (protected, inside the dashboard sidebar): the
 * multi-step Milan Sathi profile form, prefilled from GET /api/users/:ownId
 * (none yet → a new profile with sensible defaults) and the customer details
 * from GET /api/app/customer/me, which the PUT sends back with the profile.
 * `?step=` opens a step (the dashboard links its missing parts there).
 */
import { useTranslation } from 'react-i18next';
import { LoadError, PageContainer, Skeleton } from '@/components/ui';
import { useMe } from '@/domains/account/me-query';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useOwnProfile } from '../api/get-own-profile';
import { EditProfileForm } from '../components/edit-profile-form';

function EditSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true">
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-28 shrink-0 rounded-full" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 rounded-2xl bg-white p-4 sm:grid-cols-2 sm:p-6">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    </div>
  );
}

export default function EditProfilePage() {
  const { t } = useTranslation('milanDashboard');
  const session = useSession();
  const ownId = session.customer?.userid;
  const me = useMe(session.isLoggedIn);
  const profile = useOwnProfile(ownId);
  const creating = profile.data === null;
  usePageTitle(creating ? t('edit.createTitle') : t('edit.title'));

  const failed = me.isError || profile.isError;
  const loading = !ownId || me.isPending || profile.isPending;

  return (
    <PageContainer width="lg" className="pt-2">
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-gray-900">{creating ? t('edit.createTitle') : t('edit.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('edit.subtitle')}</p>
      </header>
      {failed ? (
        <LoadError
          message={t('edit.loadFailed')}
          onRetry={() => {
            if (me.isError) void me.refetch();
            if (profile.isError) void profile.refetch();
          }}
        />
      ) : loading ? (
        <div role="status" aria-label={t('loading')}>
          <EditSkeleton />
        </div>
      ) : (
        <EditProfileForm ownId={ownId} me={me.data} profile={profile.data} />
      )}
    </PageContainer>
  );
}
