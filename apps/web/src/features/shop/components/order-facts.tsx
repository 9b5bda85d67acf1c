import { useTranslation } from 'react-i18next';
import type { Order } from '@seva/contracts';
import { formatRupees } from '@/lib/format';
import { AddressLines } from './address-lines';
import { OrderLine } from './order-line';

/** An order's lines, delivery address and amount paid: in past orders (OrderCard) and on its confirmation. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  return (
    <>
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
    </>
  );
}
