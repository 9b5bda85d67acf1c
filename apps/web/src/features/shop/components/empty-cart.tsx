import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

/** "Your cart is empty" with a way to the products. */
export function EmptyCart() {
  const { t } = useTranslation('shop');
  return (
    <EmptyState
      title={t('cart.emptyTitle')}
      description={t('cart.emptyBody')}
      action={
        <Link to={paths.products.root} className={buttonClasses('primary')}>
          {t('cart.browse')}
        </Link>
      }
    />
  );
}
