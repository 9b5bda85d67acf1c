/**
 * /history/product-history (signed-in): the customer's product orders, newest
 * first (POST /api/user/getCustomerOrder). A failed load shows the empty list (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistoryPage, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';

export default function ProductHistoryPage() {
  const { t } = useTranslation('shop');
  return (
    <HistoryPage
      title={t('history.title')}
      query={useOrders()}
      skeleton={{ testId: 'orders-skeleton', className: 'h-48 w-full rounded-2xl' }}
      empty={{
        title: t('history.emptyTitle'),
        description: t('history.emptyBody'),
        action: (
          <Link to={paths.products.root} className={buttonClasses('primary')}>
            {t('cart.browse')}
          </Link>
        ),
      }}
      itemKey={(order) => order._id}
      // A notification's link (the API's order-notice.ts) leads to #order-<reference>.
      anchorOf={(order) => `order-${order.reference}`}
      renderItem={(order) => <OrderCard order={order} />}
    />
  );
}
