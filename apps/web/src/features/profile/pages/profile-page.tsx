/**
 * /profile: the customer's details, view and edit (GET /api/app/customer/me, PUT /api/users/:id),
 * and "Download my data" (issue 24).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageContainer, PageLoader, Skeleton } from '@/components/ui';
import { useMe } from '@/domains/account/me-query';
import { errorMessage } from '@/lib/api-client';
import { formatIndianMobile } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { DataExportCard } from '../components/data-export-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';

function LoginPrompt() {
  const { t } = useTranslation('profile');
  return (
    <section className="mx-auto max-w-md rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-gray-900">{t('loginTitle')}</h1>
      <p className="mt-3 text-gray-600">{t('loginBody')}</p>
      <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={() => openModal('login')}>
        {t('loginAction')}
      </Button>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'messages']);
  usePageTitle(t('title'));
  const session = useSession();
  const me = useMe(session.isLoggedIn);
  const [editing, setEditing] = useState(false);

  if (session.loading) return <PageLoader />;
  if (!session.isLoggedIn) {
    return (
      <PageContainer width="md">
        <LoginPrompt />
      </PageContainer>
    );
  }

  return (
    <PageContainer width="lg">
      <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <header className="mb-6 flex flex-col gap-4 border-b border-gray-100 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
            {me.data && (
              <p className="mt-1 text-sm text-gray-600">
                {formatIndianMobile(me.data.mobile)}
                {me.data.email && (
                  <span className={me.data.emailVerified ? 'ml-2 text-green-700' : 'ml-2 text-amber-700'}>
                    · {me.data.emailVerified ? t('emailVerified') : t('emailNotVerified')}
                  </span>
                )}
              </p>
            )}
          </div>
          {me.data && !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          )}
        </header>

        {me.isPending ? (
          <ProfileSkeleton />
        ) : me.isError ? (
          <div className="flex flex-col items-start gap-3" role="alert">
            <p className="text-gray-700">{errorMessage(me.error, t('loadFailed'))}</p>
            <Button variant="secondary" onClick={() => void me.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </div>
        ) : editing ? (
          <ProfileForm profile={me.data} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails profile={me.data} />
        )}
      </div>
      <DataExportCard />
      {me.data && !editing && <DeleteAccountCard mobile={me.data.mobile} />}
    </PageContainer>
  );
}
