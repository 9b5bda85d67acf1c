/**
 * /cart/products-cart (signed-in): the cart lines with quantity steppers and
 * Remove (update_cart_item_quantity, 0 removes), the total (totalPrice) and
 * "Proceed to checkout" to the address page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, PageContainer, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useCartInLanguage } from '../hooks/use-cart-in-language';
import { CartItemRow } from '../components/cart-item-row';
import { CartSkeleton } from '../components/cart-skeleton';
import { EmptyCart } from '../components/empty-cart';

export default function CartPage() {
  const { t } = useTranslation('shop');
  const cart = useCartInLanguage();
  usePageTitle(t('cart.title'));

  let body;
  if (cart.isPending) body = <CartSkeleton />;
  else if (cart.isError) body = <LoadError message={t('cart.loadFailed')} onRetry={() => void cart.refetch()} />;
  else if (cart.data.items.length === 0) body = <EmptyCart />;
  else
    body = (
      <div className="grid gap-4 lg:grid-cols-3 lg:items-start lg:gap-6">
        <section aria-label={t('cart.itemsLabel')} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:col-span-2">
          <ul className="divide-y divide-gray-100">
            {cart.data.items.map((item) => (
              <CartItemRow key={item.productId} item={item} />
            ))}
          </ul>
        </section>
        <aside aria-labelledby="cart-summary" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="cart-summary" className="text-lg font-bold text-gray-900">
            {t('summary.title')}
          </h2>
          <dl className="mt-3 flex flex-col gap-2 text-sm">
            <div className="flex justify-between text-gray-700">
              <dt>{t('summary.items', { count: cart.data.totalQuantity })}</dt>
              <dd>{formatRupees(cart.data.totalPrice)}</dd>
            </div>
            <div className="flex justify-between border-t border-gray-100 pt-2 text-base font-bold text-gray-900">
              <dt>{t('summary.total')}</dt>
              <dd data-testid="cart-total">{formatRupees(cart.data.totalPrice)}</dd>
            </div>
          </dl>
          <Link to={paths.cart.address} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
            {t('cart.checkout')}
          </Link>
          <Link to={paths.products.root} className={buttonClasses('link', 'md', 'mt-3 w-full')}>
            {t('cart.continue')}
          </Link>
        </aside>
      </div>
    );

  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{t('cart.title')}</h1>
      {body}
    </PageContainer>
  );
}
