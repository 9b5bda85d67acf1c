/**
 * /verify-email?token= (SPEC §2, §4, §5): verifying spinner, then success
 * (Email Verified, Go to Login) or failure (Verification Failed, Try Login).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useVerifyEmail } from '../api/verify-email';
import { usePageTitle } from '@/lib/use-page-title';
import { StatusCard } from '../components/status-card';

export default function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'messages']);
  usePageTitle(t('verifyEmail.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);
  const openLogin = () => openModal('login');

  let body;
  if (!token) {
    body = (
      <StatusCard
        tone="fail"
        title={t('verifyEmail.failedTitle')}
        message={t('messages:missingVerificationToken')}
        action={t('verifyEmail.tryLogin')}
        onAction={openLogin}
      />
    );
  } else if (verification.isPending) {
    body = (
      <section role="status" className="flex flex-col items-center gap-4 py-16 text-primary">
        <Spinner size="lg" decorative />
        <p className="text-gray-700">{t('verifyEmail.verifying')}</p>
      </section>
    );
  } else if (verification.isError) {
    body = (
      <StatusCard
        tone="fail"
        title={t('verifyEmail.failedTitle')}
        message={errorMessage(verification.error, t('messages:emailVerificationFailed'))}
        action={t('verifyEmail.tryLogin')}
        onAction={openLogin}
      />
    );
  } else {
    body = (
      <StatusCard
        tone="ok"
        title={t('verifyEmail.successTitle')}
        message={verification.data.message || t('verifyEmail.successBody')}
        action={t('verifyEmail.goToLogin')}
        onAction={openLogin}
      />
    );
  }

  return <PageContainer width="md">{body}</PageContainer>;
}
