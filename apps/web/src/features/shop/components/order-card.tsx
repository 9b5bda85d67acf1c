import { useTranslation } from 'react-i18next';
import type { Order } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { RefundNote } from '@/lib/payments/refund-note';
import { OrderFacts } from './order-facts';
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
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </header>
      <OrderFacts order={order} />
      {order.paymentStatus === 'refunded' && <RefundNote method={order.paymentMethod} className="pt-3" />}
    </article>
  );
}
