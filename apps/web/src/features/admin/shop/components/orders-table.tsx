import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { formatMoney } from '../../shared/format';
import { PaymentBadge } from '../../shared/components/badges';
import { OrderStatusBadge } from './order-status-badge';
import { DataTable, ReferenceButton } from '../../shared/components/data-table';

const COLUMNS = ['order', 'customer', 'date', 'amount', 'status', 'payment'] as const;

/** One page of orders; the order id opens its details (first column, reachable at 360 px without scrolling). */
export function OrdersTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen: (order: AdminOrder) => void }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('shop.orders.caption')}
      columns={COLUMNS.map((column) => t(`shop.orders.columns.${column}`))}
      minWidth="min-w-[680px]"
    >
      {orders.map((order) => (
        <tr key={order._id} className="hover:bg-gray-50">
          <td className="px-4 py-3">
            <ReferenceButton reference={order.reference} onOpen={() => onOpen(order)} />
          </td>
          <td className="px-4 py-3 font-medium text-gray-900">{order.customerName}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.createdAt)}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatMoney(order.amount)}</td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={order.status} />
          </td>
          <td className="px-4 py-3">
            <PaymentBadge status={order.paymentStatus} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
