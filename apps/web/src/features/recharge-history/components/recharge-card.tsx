import { useTranslation } from 'react-i18next';
import type { RechargeComplaint, RechargeOrder } from '@seva/contracts';
import { BookingCardFrame, Fact } from '@/components/ui';
import { useServiceName } from '@/domains/recharge/names';
import { formatDateTime, formatRupees } from '@/lib/format';
import { RefundNote } from '@/lib/payments/refund-note';
import { ComplaintPanel } from './complaint-panel';
import { RechargeStatusBadge } from './recharge-status-badge';

/**
 * One past recharge or bill payment: the operator or biller, order number and
 * time, status, what it says about the status, then the service, number,
 * amount, the operator's reference once it succeeded and the refund once one
 * was asked for; and its complaint, or "Raise a complaint" on one pending too long (issue 23).
 */
export function RechargeCard({ order, complaint }: { order: RechargeOrder; complaint?: RechargeComplaint }) {
  const { t } = useTranslation('recharge-history');
  const serviceName = useServiceName();
  const headingId = `recharge-${order._id}`;
  const { refund } = order;
  return (
    <BookingCardFrame
      headingId={headingId}
      title={order.productName || order.operatorId}
      number={t('card.number', { number: order.reference })}
      booked={{ at: order.createdAt, label: formatDateTime(order.createdAt) }}
      badge={<RechargeStatusBadge status={order.status} />}
    >
      {order.status !== 'SUCCESS' && <p className="pt-3 text-sm text-gray-700">{t(`note.${order.status}`)}</p>}
      {order.status === 'FAILED' && <RefundNote method={order.paymentMethod} className="pt-1" />}
      <dl className="flex flex-col gap-2 pt-3">
        <Fact term={t('card.service')}>{serviceName(order)}</Fact>
        <Fact term={t('card.numberLabel')}>{order.number}</Fact>
        <Fact term={t('card.amount')}>
          <span className="font-semibold">{formatRupees(order.amount)}</span>
        </Fact>
        {order.operator_reference && (
          <Fact term={t('card.operatorReference')}>
            <span className="font-mono">{order.operator_reference}</span>
          </Fact>
        )}
        {refund && (
          <Fact term={t('card.refund')}>
            <span className="font-semibold text-green-800">{formatRupees(refund.amount)}</span>
            {' · '}
            {t(`refund.${refund.status}`)}
          </Fact>
        )}
      </dl>
      <ComplaintPanel order={order} complaint={complaint} />
    </BookingCardFrame>
  );
}
