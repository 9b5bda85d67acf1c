/**
 * /history/recharge-history (signed-in): the customer's recharges and bill
 * payments, newest first (POST get-recharge-history), each with its status in
 * plain words, the operator's reference and the refund of a failed one. A
 * failed load shows the empty list (SPEC §8). Complaints (issue 23) show beside their orders.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistoryPage, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useRechargeHistory } from '../api/get-recharge-history';
import { useComplaintsByOrder } from '../api/complaints';
import { RechargeCard } from '../components/recharge-card';

export default function RechargeHistoryPage() {
  const { t } = useTranslation('recharge-history');
  const complaints = useComplaintsByOrder();
  return (
    <HistoryPage
      title={t('title')}
      query={useRechargeHistory()}
      skeleton={{ testId: 'recharges-skeleton', className: 'h-48 w-full rounded-2xl' }}
      empty={{
        title: t('emptyTitle'),
        description: t('emptyBody'),
        action: (
          <Link to={paths.recharge} className={buttonClasses('primary')}>
            {t('recharge')}
          </Link>
        ),
      }}
      itemKey={(order) => order._id}
      renderItem={(order) => <RechargeCard order={order} complaint={complaints.data?.get(order._id)} />}
    />
  );
}
