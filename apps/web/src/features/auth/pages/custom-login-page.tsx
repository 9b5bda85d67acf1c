import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, PageContainer, PageLoader, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { displayName } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** /custom-login: a plain entry point to the OTP login (SPEC §2). */
export default function CustomLoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('customLogin.title'));
  const { customer, loading } = useSession();

  if (loading) return <PageLoader />;

  return (
    <PageContainer width="md">
      <section className="mx-auto max-w-md rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-gray-900">{t('customLogin.title')}</h1>
        {customer ? (
          <>
            <p className="mt-3 text-gray-600">{t('customLogin.loggedInAs', { name: displayName(customer) })}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
              <Link to={paths.profile} className={buttonClasses('primary', 'lg')}>
                {t('customLogin.goToProfile')}
              </Link>
              <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
                {t('common:goHome')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="mt-3 text-gray-600">{t('customLogin.body')}</p>
            <Button size="lg" className="mt-6 w-full" onClick={() => openModal('login')}>
              {t('customLogin.loginWithOtp')}
            </Button>
            <p className="mt-4 text-sm text-gray-600">
              {t('login.noAccount')}{' '}
              <Button variant="link" onClick={() => openModal('signup')} className="font-semibold">
                {t('customLogin.createAccount')}
              </Button>
            </p>
          </>
        )}
      </section>
    </PageContainer>
  );
}
