import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@seva/contracts';
import { cn } from '@/lib/format';

const statusColours: Record<OrderStatus, string> = {
  placed: 'bg-blue-100 text-blue-800',
  packed: 'bg-amber-100 text-amber-900',
  shipped: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The order's delivery status (placed → packed → shipped → delivered, or cancelled). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return <span className={cn(badge, statusColours[status])}>{t(`history.status.${status}`)}</span>;
}

/** Paid, or Refunded once a cancelled order's money went back. */
export function PaymentStatusBadge({ status }: { status: Order['paymentStatus'] }) {
  const { t } = useTranslation('shop');
  return (
    <span className={cn(badge, status === 'refunded' ? 'bg-purple-100 text-purple-800' : 'bg-gray-100 text-gray-800')}>
      {t(`history.payment.${status}`)}
    </span>
  );
}
