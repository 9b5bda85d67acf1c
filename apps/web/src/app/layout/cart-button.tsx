import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { useCartQuantity } from '@/features/shop/api/get-cart';
import { HeaderIconLink } from './header-icon-link';

/** The header cart icon with the total-quantity badge (SPEC §2, §9); no badge at 0. */
export function CartButton() {
  const { t } = useTranslation('layout');
  const quantity = useCartQuantity();
  return (
    <HeaderIconLink
      to={paths.cart.root}
      label={quantity > 0 ? t('cart.labelWithCount', { count: quantity }) : t('cart.label')}
      badge={quantity > 0 ? (quantity > 99 ? '99+' : String(quantity)) : null}
      badgeTestId="cart-badge"
    >
      <CartIcon className="size-6" />
    </HeaderIconLink>
  );
}
