/**
 * Admin → Orders: newest first, filtered by status (or all still to ship), searched by customer name
 * or order id, paged; an order opens in a dialog with its status actions.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, ORDER_STATUSES_TO_SHIP, type AdminOrder } from '@seva/contracts';
import { useShopOrders } from '../api/get-shop-orders';
import { asStatusFilter, FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { ListHeader } from '../../shared/components/list-header';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrdersTable } from '../components/orders-table';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { SearchField } from '../../shared/components/search-field';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

/** The overview's "orders to ship" queue as one choice of the status filter. */
const TO_SHIP = ORDER_STATUSES_TO_SHIP.join(',');

export default function OrdersPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query = {
    status: asStatusFilter(get('status'), ORDER_STATUSES, ORDER_STATUSES_TO_SHIP),
    q: get('q'),
    page,
    pageSize: PAGE_SIZE,
  };
  const orders = useShopOrders(query);
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const filtered = Boolean(query.status || query.q);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('shop.orders.title')}
        count={orders.data ? t('shop.orders.count', { count: orders.data.total }) : undefined}
      />

      <FilterBar>
        <FilterSelect
          label={t('shop.orders.statusFilter')}
          value={query.status}
          all={t('shop.all')}
          options={[
            { value: TO_SHIP, label: t('shop.orders.toShip') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`shop.orders.status.${status}`) })),
          ]}
          onChange={(status) => set({ status })}
          maxWidth="sm:max-w-[12rem]"
        />
        <SearchField
          label={t('shop.orders.search')}
          placeholder={t('shop.orders.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
      </FilterBar>

      <PagedList
        list={orders}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'shop.orders')}
        onClearFilters={filtered ? () => set({ status: '', q: '' }) : undefined}
      >
        {(results) => <OrdersTable orders={results} onOpen={setSelected} />}
      </PagedList>

      <OrderDetailsDialog order={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </section>
  );
}
