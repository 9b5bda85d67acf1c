import { useTranslation } from 'react-i18next';
import type { CustomerProfile } from '@seva/contracts';
import { Skeleton } from '@/components/ui';
import { formatDate, formatIndianMobile } from '@/lib/format';

const COLUMNS = ['name', 'mobile', 'email', 'location', 'role', 'joined'] as const;

export function CustomersTableSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      <Skeleton className="h-10" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

/** The customers of one page; scrolls sideways inside its frame on narrow screens. */
export function CustomersTable({ customers }: { customers: CustomerProfile[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{t('customers.caption')}</caption>
        <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`customers.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
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
        </tbody>
      </table>
    </div>
  );
}
