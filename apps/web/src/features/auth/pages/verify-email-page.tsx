/**
 * /verify-email?token= (SPEC §2, §4, §5): verifying spinner, then success
 * (Email Verified, Go to Login) or failure (Verification Failed, Try Login).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, PageContainer, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useVerifyEmail } from '../api/verify-email';

function StatusCard({
  tone,
  title,
  message,
  action,
}: {
  tone: 'ok' | 'fail';
  title: string;
  message: string;
  action: string;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
      <span
        aria-hidden="true"
        className={`mb-4 grid size-16 place-items-center rounded-full text-3xl ${tone === 'ok' ? 'bg-green-50 text-green-600' : 'bg-red-50 text-red-600'}`}
      >
        {tone === 'ok' ? '✓' : '!'}
      </span>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">{message}</p>
      <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={() => openModal('login')}>
        {action}
      </Button>
    </section>
  );
}

export default function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);

  let body;
  if (!token) {
    body = (
      <StatusCard
        tone="fail"
        title={t('verifyEmail.failedTitle')}
        message={t('messages:missingVerificationToken')}
        action={t('verifyEmail.tryLogin')}
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
      />
    );
  } else {
    body = (
      <StatusCard
        tone="ok"
        title={t('verifyEmail.successTitle')}
        message={verification.data.message || t('verifyEmail.successBody')}
        action={t('verifyEmail.goToLogin')}
      />
    );
  }

  return <PageContainer width="md">{body}</PageContainer>;
}
