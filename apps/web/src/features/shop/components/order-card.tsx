import { useTranslation } from 'react-i18next';
import type { Order } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { InvoiceButton } from '@/lib/invoices/invoice-button';
import { RefundNote } from '@/lib/payments/refund-note';
import { BuyAgainButton } from './buy-again-button';
import { OrderFacts } from './order-facts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';

/**
 * One past order: number, date, status, its tracking timeline, payment, items, amount and delivery
 * address; its GST invoice number with Download invoice, and Buy again (issue 23).
 */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const { t: tp } = useTranslation('payments');
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
      <OrderTimeline order={order} />
      <OrderFacts order={order} />
      {order.paymentStatus === 'refunded' && <RefundNote method={order.paymentMethod} className="pt-3" />}
      <footer className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 pt-3">
        {order.invoiceNumber && (
          <p className="text-sm text-gray-600" data-testid="invoice-number">
            {tp('invoice.number', { number: order.invoiceNumber })}
          </p>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <InvoiceButton of={{ kind: 'order', id: order._id }} fileLabel={order.invoiceNumber ?? order.reference} />
          <BuyAgainButton order={order} />
        </div>
      </footer>
    </article>
  );
}
