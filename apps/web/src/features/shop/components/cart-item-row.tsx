import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MAX_CART_QUANTITY, type CartItem } from '@seva/contracts';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useUpdateCartItem } from '../api/update-cart-item';
import { productDetailsPath } from '../links';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';

/** One cart line: image, name, unit, price, quantity stepper, Remove and the line total. */
export function CartItemRow({ item }: { item: CartItem }) {
  const { t } = useTranslation(['shop', 'messages']);
  const update = useUpdateCartItem();
  // Never below what the cart already holds, so a line over a shrunken stock can still go down.
  const max = Math.max(Math.min(item.stock, MAX_CART_QUANTITY), Math.min(item.quantity, MAX_CART_QUANTITY));

  const setQuantity = async (quantity: number) => {
    try {
      await update.mutateAsync({ productId: item.productId, quantity });
      if (quantity === 0) toast.success(t('cart.removed', { name: item.name }));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    }
  };

  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <ProductImage src={item.image} className="size-20 shrink-0 rounded-lg bg-primary-50 object-cover sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900">
              <Link to={productDetailsPath(item.productId)} className="hover:text-primary">
                {item.name}
              </Link>
            </h3>
            <p className="text-xs text-gray-500">
              {item.unit} · {t('cart.each', { price: formatRupees(item.price) })}
            </p>
          </div>
          <p className="font-bold text-gray-900 sm:text-right" data-testid="line-total">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            {formatRupees(item.lineTotal)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper
            label={t('quantity.of', { name: item.name })}
            value={item.quantity}
            max={max}
            disabled={update.isPending}
            onChange={(next) => void setQuantity(next)}
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={update.isPending}
            onClick={() => void setQuantity(0)}
            aria-label={t('cart.removeNamed', { name: item.name })}
          >
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
