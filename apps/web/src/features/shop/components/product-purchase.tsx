import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_CART_QUANTITY, type Product } from '@seva/contracts';
import { Button, buttonClasses, StickyActionBar } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCartAction } from '../hooks/use-add-to-cart-action';

/**
 * Quantity (1..min(stock, 10)), Add to cart and Go to cart, on the details page. On phones, while
 * Add to cart is out of view, a bar at the bottom of the screen holds the price and Add to cart.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const { add, pendingId } = useAddToCartAction();
  const [quantity, setQuantity] = useState(1);
  const max = Math.min(product.stock, MAX_CART_QUANTITY);
  const soldOut = !product.inStock || max < 1;
  const actions = useRef<HTMLDivElement>(null);
  const addToCart = (size: 'md' | 'lg') => (
    <Button
      size={size}
      disabled={soldOut}
      loading={pendingId === product._id}
      onClick={() => void add(product, Math.min(quantity, max))}
    >
      {t('grid.add')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      {!soldOut && (
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-gray-800" aria-hidden="true">
            {t('quantity.label')}
          </span>
          <QuantityStepper
            label={t('quantity.label')}
            value={Math.min(quantity, max)}
            max={max}
            onChange={setQuantity}
          />
        </div>
      )}
      <div ref={actions} className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        {addToCart('lg')}
        <Link to={paths.cart.root} className={buttonClasses('secondary', 'lg')}>
          {t('details.goToCart')}
        </Link>
      </div>
      {!soldOut && (
        <StickyActionBar anchor={actions} label={t('details.stickyBar')} price={formatRupees(product.price)}>
          {addToCart('md')}
        </StickyActionBar>
      )}
    </div>
  );
}
