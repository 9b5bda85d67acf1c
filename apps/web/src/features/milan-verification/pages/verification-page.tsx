/**
 * /dashboard/verification (signed-in, in the dashboard frame): ID
 * verification (SPEC §1; GET /api/verification). Verified: the badge.
 * Pending: "Under review" with what was sent. Rejected: the reason and the
 * form again. Never asked: what the badge is, and the form.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, PageContainer, Skeleton } from '@/components/ui';
import { useVerification } from '@/domains/milan/verification';
import { usePageTitle } from '@/lib/use-page-title';
import { PendingPanel, RejectedNotice, VerifiedPanel } from '../components/status-panels';
import { VerificationForm } from '../components/verification-form';

export default function VerificationPage() {
  const { t } = useTranslation('milanVerification');
  usePageTitle(t('title'));
  const state = useVerification();

  let body;
  if (state.isPending) {
    body = (
      <div role="status" aria-label={t('loading')} data-testid="verification-skeleton" className="flex flex-col gap-4">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    );
  } else if (state.isError) {
    body = <LoadError message={t('loadFailed')} onRetry={() => void state.refetch()} />;
  } else {
    const { verified, verification } = state.data;
    if (verified) body = <VerifiedPanel />;
    else if (verification?.status === 'pending') body = <PendingPanel verification={verification} />;
    else {
      body = (
        <div className="flex flex-col gap-4">
          {verification?.status === 'rejected' && <RejectedNotice reason={verification.reason} />}
          <section aria-labelledby="verification-form-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
            <h2 id="verification-form-title" className="text-xl font-semibold text-gray-900">
              {t('intro.title')}
            </h2>
            <p className="mt-1 mb-5 text-gray-600">{t('intro.body')}</p>
            <VerificationForm />
          </section>
        </div>
      );
    }
  }

  return (
    <PageContainer width="md" className="pt-4">
      <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{t('title')}</h1>
      {body}
    </PageContainer>
  );
}
