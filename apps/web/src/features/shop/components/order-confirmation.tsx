import { useTranslation } from 'react-i18next';
import type { Order } from '@seva/contracts';
import { ConfirmationPanel } from '@/components/ui';
import { paths } from '@/config/paths';
import { OrderFacts } from './order-facts';

/**
 * "Your order is placed" (issue 20): after paying, the order's reference, what
 * happens next and when, what was bought and where it goes, and the ways on
 * (the order history, more shopping).
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  return (
    <ConfirmationPanel
      headingId="order-placed"
      offerUpdates
      number={t('history.orderNumber', { number: order.reference })}
      title={t('confirmation.title')}
      body={t('confirmation.body')}
      history={{ to: paths.history.product, label: t('confirmation.history') }}
      more={{ to: paths.products.root, label: t('confirmation.more') }}
    >
      <OrderFacts order={order} />
    </ConfirmationPanel>
  );
}
