/** ID verification requests: the member (whose name opens the review), mobile, which ID, its masked number, when sent, status. */
import { useTranslation } from 'react-i18next';
import type { AdminVerification } from '@seva/contracts';
import { formatDateTime, formatIndianMobile } from '@/lib/format';
import { DataTable, RowButton } from '../../shared/components/data-table';
import { useMemberName } from '../hooks/use-member-name';
import { VerificationStatusBadge } from './milan-queue-badges';

const COLUMNS = ['member', 'mobile', 'document', 'number', 'submitted', 'status'] as const;

type MilanVerificationsTableProps = {
  verifications: AdminVerification[];
  onOpen: (verification: AdminVerification) => void;
};

export function MilanVerificationsTable({ verifications, onOpen }: MilanVerificationsTableProps) {
  const { t } = useTranslation('admin');
  const nameOf = useMemberName();
  return (
    <DataTable
      caption={t('milan.verifications.caption')}
      columns={COLUMNS.map((column) => t(`milan.verifications.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {verifications.map((verification) => {
        const name = nameOf(verification);
        return (
          <tr key={verification._id} className="hover:bg-gray-50">
            <td className="px-4 py-3">
              <RowButton
                label={t('milan.verifications.openLabel', { name })}
                onClick={() => onOpen(verification)}
                className="text-left"
              >
                {name}
              </RowButton>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatIndianMobile(verification.mobile)}</td>
            <td className="px-4 py-3">{t(`milan.verifications.documents.${verification.documentType}`)}</td>
            <td className="px-4 py-3 font-mono">{verification.documentNumber}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(verification.submittedAt)}</td>
            <td className="px-4 py-3">
              <VerificationStatusBadge status={verification.status} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
