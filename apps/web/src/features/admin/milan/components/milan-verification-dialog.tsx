/**
 * One ID verification request for review: the member and the ID they named
 * (type and masked number), their profile photos beside the private ID image
 * and selfie, and — while pending — Verify or Reject with a reason. A decided
 * request shows who was told what; its images are gone by then.
 */
import { useTranslation } from 'react-i18next';
import type { AdminVerification } from '@seva/contracts';
import { formatDateTime } from '@/lib/format';
import { DetailRow, DetailSection, PhoneLink } from '../../shared/components/detail-section';
import { DetailsDialog } from '../../shared/components/details-dialog';
import { useMemberName } from '../hooks/use-member-name';
import { VerificationStatusBadge } from './milan-queue-badges';
import { MilanVerificationImages } from './milan-verification-images';
import { MilanVerificationReview } from './milan-verification-review';

type MilanVerificationDialogProps = { verification: AdminVerification; onClose: () => void };

export function MilanVerificationDialog({ verification, onClose }: MilanVerificationDialogProps) {
  const { t } = useTranslation('admin');
  const d = (key: string, values?: Record<string, unknown>) => t(`milan.verifications.details.${key}`, values);
  const name = useMemberName()(verification);
  return (
    <DetailsDialog
      title={name}
      description={d('subtitle', { date: formatDateTime(verification.submittedAt) })}
      badges={<VerificationStatusBadge status={verification.status} />}
      onClose={onClose}
    >
      <DetailSection title={d('request')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('mobile')} value={<PhoneLink mobile={verification.mobile} />} />
          <DetailRow label={d('document')} value={t(`milan.verifications.documents.${verification.documentType}`)} />
          <DetailRow label={d('number')} value={verification.documentNumber} mono />
          {verification.reviewedAt && (
            <DetailRow label={d('reviewed')} value={formatDateTime(verification.reviewedAt)} />
          )}
          {verification.status === 'rejected' && <DetailRow label={d('reason')} value={verification.reason} />}
        </dl>
      </DetailSection>
      <DetailSection title={d('compare')}>
        {verification.hasFiles && <p className="text-sm text-gray-600">{d('compareHint')}</p>}
        <MilanVerificationImages verification={verification} name={name} />
      </DetailSection>
      {verification.status === 'pending' && (
        <DetailSection title={d('review')}>
          <MilanVerificationReview verification={verification} onDone={onClose} />
        </DetailSection>
      )}
    </DetailsDialog>
  );
}
