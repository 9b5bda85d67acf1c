/** An order's status as a coloured label. */
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@seva/contracts';
import { Badge } from '../../shared/components/badges';

const ORDER_COLOURS: Record<OrderStatus, string> = {
  placed: 'bg-blue-100 text-blue-800',
  packed: 'bg-amber-100 text-amber-900',
  shipped: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={ORDER_COLOURS[status]}>{t(`shop.orders.status.${status}`)}</Badge>;
}
