import { useTranslation } from 'react-i18next';
import type { CustomerProfile } from '@seva/contracts';
import { formatDate, formatIndianMobile } from '@/lib/format';
import { DataTable } from '../../shared/components/data-table';

const COLUMNS = ['name', 'mobile', 'email', 'location', 'role', 'joined'] as const;

/** The customers of one page; scrolls sideways inside its frame on narrow screens. */
export function CustomersTable({ customers }: { customers: CustomerProfile[] }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('customers.caption')}
      columns={COLUMNS.map((column) => t(`customers.columns.${column}`))}
      minWidth="min-w-[720px]"
    >
      {customers.map((customer) => (
        <tr key={customer._id} className="hover:bg-gray-50">
          <td className="px-4 py-3 font-medium text-gray-900">
            {[customer.firstName, customer.lastName].filter(Boolean).join(' ') || '—'}
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatIndianMobile(customer.mobile)}</td>
          <td className="px-4 py-3">
            {customer.email || '—'}
            {customer.email && !customer.emailVerified && (
              <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800">
                {t('customers.unverified')}
              </span>
            )}
          </td>
          <td className="px-4 py-3">{[customer.city, customer.state].filter(Boolean).join(', ') || '—'}</td>
          <td className="px-4 py-3">{t(`customers.roles.${customer.role}`)}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(customer.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
