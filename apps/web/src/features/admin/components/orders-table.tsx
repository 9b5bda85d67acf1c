import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { formatMoney, shortId } from '../format';
import { OrderStatusBadge, PaymentBadge } from './badges';

const COLUMNS = ['order', 'customer', 'date', 'amount', 'status', 'payment'] as const;

/** One page of orders; the order id opens its details (first column, reachable at 360 px without scrolling). */
export function OrdersTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen: (order: AdminOrder) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full min-w-[680px] text-left text-sm">
        <caption className="sr-only">{t('shop.orders.caption')}</caption>
        <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`shop.orders.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={order._id} className="hover:bg-gray-50">
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => onOpen(order)}
                  aria-label={`${t('shop.view')} ${shortId(order._id)}`}
                  className="font-mono font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {shortId(order._id)}
                </button>
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
        </tbody>
      </table>
    </div>
  );
}
