/**
 * Admin → Orders: newest first, filtered by status, searched by customer name
 * or order id, paged; an order opens in a dialog with its status actions.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type AdminOrder, type OrderStatus } from '@seva/contracts';
import { Button, EmptyState, SelectField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useShopOrders } from '../api/get-shop-orders';
import { ListHeader } from '../components/list-header';
import { ListError, ListSkeleton } from '../components/list-states';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrdersTable } from '../components/orders-table';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { useListParams } from '../components/use-list-params';

const PAGE_SIZE = 20;

function asStatus(value: string): OrderStatus | '' {
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : '';
}

export default function OrdersPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query = { status: asStatus(get('status')), q: get('q'), page, pageSize: PAGE_SIZE };
  const orders = useShopOrders(query);
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const total = orders.data?.total ?? 0;
  const filtered = Boolean(query.status || query.q);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('shop.orders.title')}
        count={orders.data ? t('shop.orders.count', { count: total }) : undefined}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t('shop.orders.statusFilter')}
          value={query.status}
          onChange={(event) => set({ status: event.target.value })}
          containerClassName="w-full sm:max-w-[12rem]"
        >
          <option value="">{t('shop.all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`shop.orders.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SearchField
          label={t('shop.orders.search')}
          placeholder={t('shop.orders.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
      </div>

      {orders.isPending ? (
        <ListSkeleton rows={8} />
      ) : orders.isError ? (
        <ListError
          message={errorMessage(orders.error, t('shop.orders.loadFailed'))}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.results.length === 0 ? (
        <EmptyState
          title={filtered ? t('shop.orders.noMatchTitle') : t('shop.orders.emptyTitle')}
          description={filtered ? t('shop.orders.noMatchBody') : t('shop.orders.emptyBody')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => set({ status: '', q: '' })}>
                {t('shop.orders.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <OrdersTable orders={orders.data.results} onOpen={setSelected} />
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={(next) => set({ page: next })} />
        </>
      )}

      <OrderDetailsDialog order={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </section>
  );
}
