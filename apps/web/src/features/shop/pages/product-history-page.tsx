/**
 * /history/product-history (signed-in): the customer's product orders, newest
 * first (POST /api/user/getCustomerOrder). A failed load shows the empty list (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageContainer, Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { usePageTitle } from '../components/use-page-title';

export default function ProductHistoryPage() {
  const { t } = useTranslation('shop');
  const orders = useOrders();
  usePageTitle(t('history.title'));

  let body;
  if (orders.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-hidden="true" data-testid="orders-skeleton">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-48 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (!orders.data || orders.data.length === 0) {
    body = (
      <EmptyState
        title={t('history.emptyTitle')}
        description={t('history.emptyBody')}
        action={
          <Link to={paths.products.root} className={buttonClasses('primary')}>
            {t('cart.browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {orders.data.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageContainer width="lg">
      <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{t('history.title')}</h1>
      {body}
    </PageContainer>
  );
}
