import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_CART_QUANTITY, type Product } from '@seva/contracts';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCartAction } from '../hooks/use-add-to-cart-action';

/** Quantity (1..min(stock, 10)), Add to cart and Go to cart, on the details page. */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const { add, pendingId } = useAddToCartAction();
  const [quantity, setQuantity] = useState(1);
  const max = Math.min(product.stock, MAX_CART_QUANTITY);
  const soldOut = !product.inStock || max < 1;

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
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <Button
          size="lg"
          disabled={soldOut}
          loading={pendingId === product._id}
          onClick={() => void add(product, Math.min(quantity, max))}
        >
          {t('grid.add')}
        </Button>
        <Link to={paths.cart.root} className={buttonClasses('secondary', 'lg')}>
          {t('details.goToCart')}
        </Link>
      </div>
    </div>
  );
}
