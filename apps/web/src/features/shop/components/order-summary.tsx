import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@seva/contracts';
import { formatRupees } from '../format';

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
          <li key={item.productId} className="flex items-center gap-3 text-sm">
            <img
              src={item.image}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className="size-12 shrink-0 rounded-md bg-primary-50 object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{item.name}</span>
              <span className="block text-xs text-gray-500">
                {t('summary.qty', { count: item.quantity, price: formatRupees(item.price) })}
              </span>
            </span>
            <span className="font-semibold text-gray-900">{formatRupees(item.lineTotal)}</span>
          </li>
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
