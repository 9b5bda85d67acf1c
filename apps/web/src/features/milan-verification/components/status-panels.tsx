/**
 * Where the member's verification stands: verified (the badge), pending
 * (what was sent, when, and the two images while they are kept) or rejected
 * (the reason, above the form sent again).
 */
import { useTranslation } from 'react-i18next';
import type { Verification } from '@seva/contracts';
import { VerifiedBadge } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { PrivateImage } from './private-image';

const PANEL = 'rounded-2xl bg-white p-5 shadow-sm sm:p-6';

export function VerifiedPanel() {
  const { t } = useTranslation('milanVerification');
  return (
    <section aria-labelledby="verified-title" className={PANEL}>
      <VerifiedBadge />
      <h2 id="verified-title" className="mt-3 text-xl font-semibold text-gray-900">
        {t('verified.title')}
      </h2>
      <p className="mt-1 text-gray-600">{t('verified.body')}</p>
    </section>
  );
}

export function PendingPanel({ verification }: { verification: Verification }) {
  const { t } = useTranslation('milanVerification');
  const facts = [
    [t('pending.document'), t(`documentTypes.${verification.documentType}`)],
    [t('pending.number'), verification.documentNumber],
    [t('pending.submittedOn'), formatDate(verification.submittedAt)],
  ] as const;
  return (
    <section aria-labelledby="pending-title" className={PANEL}>
      <h2 id="pending-title" className="flex items-center gap-2 text-xl font-semibold text-gray-900">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-500" />
        {t('pending.title')}
      </h2>
      <p className="mt-1 text-gray-600">{t('pending.body')}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-gray-500">{term}</dt>
            <dd className="font-medium break-all text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {verification.hasFiles && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-gray-800">{t('pending.images')}</h3>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-md">
            <PrivateImage id={verification._id} file="document" alt={t('pending.documentAlt')} />
            <PrivateImage id={verification._id} file="selfie" alt={t('pending.selfieAlt')} />
          </div>
        </>
      )}
    </section>
  );
}

export function RejectedNotice({ reason }: { reason: string }) {
  const { t } = useTranslation('milanVerification');
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-5">
      <p className="font-semibold text-red-900">{t('rejected.title')}</p>
      {reason && <p className="mt-1 text-sm text-red-900">{t('rejected.reason', { reason })}</p>}
      <p className="mt-1 text-sm text-red-800">{t('rejected.again')}</p>
    </div>
  );
}
