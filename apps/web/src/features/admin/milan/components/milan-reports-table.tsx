/**
 * Profile reports: why (which opens the report), the reported member (with
 * Suspended once suspended and how many reports against them are open), who
 * reported, and when.
 */
import { useTranslation } from 'react-i18next';
import type { AdminReport } from '@seva/contracts';
import { formatDateTime, formatIndianMobile } from '@/lib/format';
import { DataTable, RowButton } from '../../shared/components/data-table';
import { SuspendedBadge } from './milan-queue-badges';

const COLUMNS = ['reason', 'reported', 'reporter', 'created'] as const;

type MilanReportsTableProps = { reports: AdminReport[]; onOpen: (report: AdminReport) => void };

export function MilanReportsTable({ reports, onOpen }: MilanReportsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('milan.reports.caption')}
      columns={COLUMNS.map((column) => t(`milan.reports.columns.${column}`))}
      minWidth="min-w-[720px]"
    >
      {reports.map((report) => (
        <tr key={report._id} className="hover:bg-gray-50">
          <td className="px-4 py-3">
            <RowButton
              label={t('milan.reports.openLabel', { name: report.reported.name })}
              onClick={() => onOpen(report)}
              className="text-left"
            >
              {t(`milan.reports.reasons.${report.reason}`)}
            </RowButton>
          </td>
          <td className="px-4 py-3">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-900">{report.reported.name}</span>
              {report.reported.suspended && <SuspendedBadge />}
            </span>
            <span className="block text-xs text-gray-500">
              {formatIndianMobile(report.reported.mobile)} ·{' '}
              {t('milan.reports.openReports', { count: report.reported.openReports })}
            </span>
          </td>
          <td className="px-4 py-3">
            {report.reporter.name}
            <span className="block text-xs text-gray-500">{formatIndianMobile(report.reporter.mobile)}</span>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(report.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
