/** The consultancy inbox, newest first: when, who (opens the details), topic, the call they prefer, status. */
import { useTranslation } from 'react-i18next';
import type { AdminConsultancy } from '@seva/contracts';
import { formatDateTime, formatIndianMobile } from '@/lib/format';
import { ConsultancyStatusBadge } from './consultancy-status-badge';
import { DataTable, RowButton } from '../../shared/components/data-table';

const COLUMNS = ['received', 'customer', 'topic', 'call', 'status'] as const;

type ConsultancyTableProps = { requests: AdminConsultancy[]; onOpen: (request: AdminConsultancy) => void };

export function ConsultancyTable({ requests, onOpen }: ConsultancyTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('content.consultancy.title')}
      columns={COLUMNS.map((column) => t(`content.consultancy.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {requests.map((request) => {
        const who = request.customerName || t('content.consultancy.unnamed');
        return (
          <tr key={request._id} className="hover:bg-gray-50">
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(request.createdAt)}</td>
            <td className="px-4 py-3">
              <RowButton
                label={t('content.consultancy.openLabel', { name: who })}
                onClick={() => onOpen(request)}
                className="text-left"
              >
                {who}
              </RowButton>
              <span className="block text-xs text-gray-500">
                {request.customerMobile ? formatIndianMobile(request.customerMobile) : '—'}
              </span>
            </td>
            <td className="px-4 py-3">{t(`content.consultancy.topics.${request.topic}`)}</td>
            <td className="px-4 py-3">
              {t(`content.languages.${request.preferredLanguage}`)}
              <span className="block text-xs text-gray-500">
                {t(`content.consultancy.times.${request.preferredTime}`)}
              </span>
            </td>
            <td className="px-4 py-3">
              <ConsultancyStatusBadge status={request.status} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
