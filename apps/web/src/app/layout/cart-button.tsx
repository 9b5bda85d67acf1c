import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCartQuantity } from '@/lib/cart';

/** The header cart icon with the total-quantity badge (SPEC §2, §9); no badge at 0. */
export function CartButton() {
  const { t } = useTranslation('layout');
  const quantity = useCartQuantity();
  return (
    <Link
      to={paths.cart.root}
      aria-label={quantity > 0 ? t('cart.labelWithCount', { count: quantity }) : t('cart.label')}
      className="relative grid size-10 place-items-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {quantity > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-bold text-white"
        >
          {quantity > 99 ? '99+' : quantity}
        </span>
      )}
    </Link>
  );
}
