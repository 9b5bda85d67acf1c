import { useTranslation } from 'react-i18next';
import type { Order } from '@seva/contracts';
import { formatDate, formatRupees } from '@/lib/format';
import { AddressLines } from './address-lines';
import { OrderLine } from './order-line';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';

/** One past order: number, date, status, payment, items, amount and delivery address. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  return (
    <article aria-labelledby={`order-${order._id}`} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-gray-100 pb-3">
        <div>
          <h2 id={`order-${order._id}`} className="font-bold text-gray-900">
            {t('history.orderNumber', { number: order.reference })}
          </h2>
          <p className="text-sm text-gray-600">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'en-IN')}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </header>
      <ul className="flex flex-col gap-3 py-3">
        {order.items.map((item) => (
          <OrderLine key={item.productId} item={item} unit={item.unit} total={item.price * item.quantity} />
        ))}
      </ul>
      <div className="grid gap-3 border-t border-gray-100 pt-3 sm:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{t('history.deliverTo')}</h3>
          <p className="mt-1">
            <AddressLines address={order.address} />
          </p>
        </div>
        <p className="flex items-baseline justify-between gap-2 sm:flex-col sm:items-end sm:justify-start">
          <span className="text-sm text-gray-600">{t('history.amount')}</span>
          <span className="text-lg font-bold text-gray-900">{formatRupees(order.amount)}</span>
        </p>
      </div>
    </article>
  );
}
