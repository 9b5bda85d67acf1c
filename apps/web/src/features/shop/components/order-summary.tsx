import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@seva/contracts';
import { formatRupees } from '@/lib/format';
import { OrderLine } from './order-line';

/** The cart as the checkout shows it: each line (qty × name, line total) and the total. */
export function OrderSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const { t } = useTranslation('shop');
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="order-summary" className="text-lg font-bold text-gray-900">
        {t('summary.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {cart.items.map((item) => (
          <OrderLine key={item.productId} item={item} total={item.lineTotal} truncate />
        ))}
      </ul>
      <dl className="mt-4 flex flex-col gap-2 border-t border-gray-100 pt-3 text-sm">
        <div className="flex justify-between text-gray-700">
          <dt>{t('summary.items', { count: cart.totalQuantity })}</dt>
          <dd>{formatRupees(cart.totalPrice)}</dd>
        </div>
        <div className="flex justify-between text-base font-bold text-gray-900">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total">{formatRupees(cart.totalPrice)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
