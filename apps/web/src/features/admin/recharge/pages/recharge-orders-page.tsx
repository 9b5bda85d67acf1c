/**
 * Admin → Recharge orders: every recharge and bill payment, newest first,
 * filtered by status, searched by number, mobile, reference or order id,
 * paged; an order opens in a dialog with its payment, refund, the provider's
 * ids and polls. A second tab (`?view=complaints`, issue 23) is the queue of
 * complaints about recharges left pending.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRechargeOrder } from '@seva/contracts';
import { useRechargeOrders, type RechargeOrdersQuery } from '../api/get-recharge-orders';
import { ListHeader } from '../../shared/components/list-header';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { RechargeOrderDetailsDialog } from '../components/recharge-order-details-dialog';
import { asRechargeStatus, RechargeOrdersFilters } from '../components/recharge-orders-filters';
import { RechargeOrdersTable } from '../components/recharge-orders-table';
import { RechargeComplaintsQueue } from '../components/recharge-complaints-queue';
import { RechargeTabs } from '../components/recharge-tabs';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

export default function RechargeOrdersPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: RechargeOrdersQuery = {
    status: asRechargeStatus(get('status')),
    q: get('q'),
    page,
    pageSize: PAGE_SIZE,
  };
  const orders = useRechargeOrders(query);
  const [selected, setSelected] = useState<AdminRechargeOrder | null>(null);
  const filtered = Boolean(query.status || query.q);
  const complaints = get('view') === 'complaints';

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('recharge.orders.title')}
        count={orders.data && !complaints ? t('recharge.orders.count', { count: orders.data.total }) : undefined}
      />
      <RechargeTabs complaints={complaints} onView={(view) => set({ view, status: '', q: '', complaints: '' })} />

      {complaints ? (
        <RechargeComplaintsQueue get={get} page={page} set={set} />
      ) : (
        <>
          <RechargeOrdersFilters query={query} set={set} />

          <PagedList
            list={orders}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(next) => set({ page: next })}
            texts={listTexts(t, 'recharge.orders')}
            onClearFilters={filtered ? () => set({ status: '', q: '' }) : undefined}
          >
            {(results) => <RechargeOrdersTable orders={results} onOpen={setSelected} />}
          </PagedList>
        </>
      )}

      <RechargeOrderDetailsDialog order={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
