/**
 * /cart/products-cart/address (signed-in): choose, add, edit or delete a
 * delivery address, see the order summary and pay (card checkout, then
 * order_product), after which the order's confirmation shows (issue 20).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, LoadError, PageContainer, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useAddresses } from '../api/get-addresses';
import { useCartInLanguage } from '../hooks/use-cart-in-language';
import { AddressPicker, resolveSelected } from '../components/address-picker';
import { CartSkeleton } from '../components/cart-skeleton';
import { EmptyCart } from '../components/empty-cart';
import { OrderConfirmation } from '../components/order-confirmation';
import { OrderSummary } from '../components/order-summary';
import { useCheckout } from '../hooks/use-checkout';

export default function AddressPage() {
  const { t } = useTranslation('shop');
  const cart = useCartInLanguage();
  const addresses = useAddresses();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { pay, paying, placed } = useCheckout();
  usePageTitle(t('checkout.title'));

  const address = resolveSelected(addresses.data ?? [], selectedId);

  let summary;
  if (cart.isPending) {
    summary = (
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <CartSkeleton lines={2} />
      </div>
    );
  } else if (cart.isError) {
    summary = <LoadError message={t('cart.loadFailed')} onRetry={() => void cart.refetch()} />;
  } else {
    const total = cart.data.totalPrice;
    summary = (
      <OrderSummary cart={cart.data}>
        <Button
          size="lg"
          className="mt-4 w-full"
          disabled={!address}
          loading={paying}
          onClick={() => address && void pay(address, total)}
        >
          {t('checkout.pay', { amount: formatRupees(total) })}
        </Button>
        {!address && !addresses.isPending && (
          <p className="mt-2 text-center text-sm text-gray-600">{t('checkout.needAddress')}</p>
        )}
      </OrderSummary>
    );
  }

  if (placed) {
    return (
      <PageContainer>
        <OrderConfirmation order={placed} />
      </PageContainer>
    );
  }
  const empty = cart.isSuccess && cart.data.items.length === 0;
  return (
    <PageContainer>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('checkout.title')}</h1>
        <Link to={paths.cart.root} className={buttonClasses('link')}>
          {t('checkout.backToCart')}
        </Link>
      </div>
      {empty ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-4 lg:grid-cols-3 lg:items-start lg:gap-6">
          <div className="min-w-0 lg:col-span-2">
            <AddressPicker selectedId={address?._id ?? null} onSelect={setSelectedId} />
          </div>
          <div className="min-w-0 lg:sticky lg:top-24">{summary}</div>
        </div>
      )}
    </PageContainer>
  );
}
