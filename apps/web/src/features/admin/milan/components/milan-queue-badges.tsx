/** The status labels of the Milan Sathi review queues: an ID verification and a profile report. */
import { useTranslation } from 'react-i18next';
import type { ReportStatus, VerificationStatus } from '@seva/contracts';
import { Badge } from '../../shared/components/badges';

const VERIFICATION_COLOURS: Record<VerificationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  verified: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
};

export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={VERIFICATION_COLOURS[status]}>{t(`milan.verifications.status.${status}`)}</Badge>;
}

const REPORT_COLOURS: Record<ReportStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  actioned: 'bg-green-100 text-green-800',
  dismissed: 'bg-gray-200 text-gray-700',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={REPORT_COLOURS[status]}>{t(`milan.reports.status.${status}`)}</Badge>;
}

/** The reported profile is suspended now. */
export function SuspendedBadge() {
  const { t } = useTranslation('admin');
  return <Badge className="bg-red-100 text-red-800">{t('milan.reports.suspended')}</Badge>;
}
