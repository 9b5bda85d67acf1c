/**
 * One profile report: who was reported (with a link to their profile in the
 * profiles console, where an admin suspends it or removes a photo), who
 * reported them, what they wrote, and — while open — how it was handled;
 * a closed report shows when and with which note.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminReport } from '@seva/contracts';
import { paths } from '@/config/paths';
import { formatDateTime, formatIndianMobile } from '@/lib/format';
import { shortId } from '../../shared/format';
import { DetailRow, DetailSection } from '../../shared/components/detail-section';
import { DetailsDialog } from '../../shared/components/details-dialog';
import { ReportStatusBadge, SuspendedBadge } from './milan-queue-badges';
import { MilanReportResolution } from './milan-report-resolution';

type MilanReportDialogProps = { report: AdminReport; onClose: () => void };

export function MilanReportDialog({ report, onClose }: MilanReportDialogProps) {
  const { t } = useTranslation('admin');
  const d = (key: string, values?: Record<string, unknown>) => t(`milan.reports.details.${key}`, values);
  const { reported, reporter } = report;
  return (
    <DetailsDialog
      title={t(`milan.reports.reasons.${report.reason}`)}
      description={d('subtitle', { id: shortId(report._id), date: formatDateTime(report.createdAt) })}
      badges={<ReportStatusBadge status={report.status} />}
      onClose={onClose}
    >
      <DetailSection title={d('reported')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('name')} value={reported.name} />
          <DetailRow label={d('mobile')} value={formatIndianMobile(reported.mobile)} />
        </dl>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {reported.suspended && <SuspendedBadge />}
          {t('milan.reports.openReports', { count: reported.openReports })}
        </p>
        <Link
          to={`${paths.admin.milanProfiles}?q=${encodeURIComponent(reported.mobile)}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          {d('openProfile')}
        </Link>
        {report.status === 'open' && <p className="text-xs text-gray-500">{d('openProfileHint')}</p>}
      </DetailSection>
      <DetailSection title={d('reporter')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('name')} value={reporter.name} />
          <DetailRow label={d('mobile')} value={formatIndianMobile(reporter.mobile)} />
        </dl>
      </DetailSection>
      <DetailSection title={d('details')}>
        <p className="text-sm whitespace-pre-wrap text-gray-900">{report.details || d('noDetails')}</p>
      </DetailSection>
      {report.status === 'open' ? (
        <DetailSection title={d('handling')}>
          <MilanReportResolution report={report} onDone={onClose} />
        </DetailSection>
      ) : (
        <DetailSection title={d('closed')}>
          <dl className="flex flex-col gap-1">
            <DetailRow label={d('closed')} value={report.resolvedAt ? formatDateTime(report.resolvedAt) : ''} />
            <DetailRow label={d('resolution')} value={report.resolution} />
          </dl>
        </DetailSection>
      )}
    </DetailsDialog>
  );
}
