/** Admin → Refunds: the refund ledger, newest first, paged (GET /api/admin/shop/refunds). */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRefunds } from '../api/get-refunds';
import { RefundStatusBadge } from '../../shared/components/badges';
import { DataTable } from '../../shared/components/data-table';
import { ListHeader } from '../../shared/components/list-header';
import { ListError, ListSkeleton } from '../../shared/components/list-states';
import { Pager } from '../../shared/components/pager';
import { useListParams } from '../../shared/hooks/use-list-params';
import { formatMoney } from '../../shared/format';

const PAGE_SIZE = 20;
const COLUMNS = ['date', 'amount', 'status', 'reason', 'order', 'payment'] as const;

export default function RefundsPage() {
  const { t } = useTranslation('admin');
  const { page, set } = useListParams();
  const refunds = useRefunds({ page, pageSize: PAGE_SIZE });
  const total = refunds.data?.total ?? 0;

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('shop.refunds.title')}
        count={refunds.data ? t('shop.refunds.count', { count: total }) : undefined}
      />

      {refunds.isPending ? (
        <ListSkeleton rows={8} />
      ) : refunds.isError ? (
        <ListError
          message={errorMessage(refunds.error, t('shop.refunds.loadFailed'))}
          onRetry={() => void refunds.refetch()}
        />
      ) : refunds.data.results.length === 0 ? (
        <EmptyState title={t('shop.refunds.emptyTitle')} description={t('shop.refunds.emptyBody')} />
      ) : (
        <>
          <DataTable
            caption={t('shop.refunds.caption')}
            columns={COLUMNS.map((column) => t(`shop.refunds.columns.${column}`))}
            minWidth="min-w-[680px]"
          >
            {refunds.data.results.map((refund) => (
              <tr key={refund._id}>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(refund.createdAt)}</td>
                <td className="px-4 py-3 font-medium whitespace-nowrap">
                  {formatMoney(refund.amount, refund.currency)}
                </td>
                <td className="px-4 py-3">
                  <RefundStatusBadge status={refund.status} />
                </td>
                <td className="px-4 py-3">{refund.reason}</td>
                <td className="px-4 py-3 font-mono">{refund.orderReference ?? t('shop.refunds.noOrder')}</td>
                <td className="px-4 py-3 font-mono text-xs text-gray-600">{refund.paymentId}</td>
              </tr>
            ))}
          </DataTable>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={(next) => set({ page: next })} />
        </>
      )}
    </section>
  );
}
