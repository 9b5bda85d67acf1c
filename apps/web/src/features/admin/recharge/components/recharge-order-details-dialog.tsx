/**
 * One recharge order in full, as the booking dialogs show theirs: status,
 * payment and refund badges beside the customer's mobile, then the recharge,
 * the provider's side (its ids, polls, when it became final), the refund and
 * the payment's ids. Read only.
 */
import { useTranslation } from 'react-i18next';
import type { AdminRechargeOrder } from '@seva/contracts';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatMoney } from '../../shared/format';
import { DetailRow, DetailSection } from '../../shared/components/detail-section';
import { DetailsDialog } from '../../shared/components/details-dialog';
import { RechargePaymentBadge, RechargeStatusBadge } from './recharge-badges';

/** "1 Nov 2026, 3:30 pm" India time; null stays null (the row shows a dash). */
const at = (iso: string | null) => (iso ? formatDateTime(iso) : null);

type RechargeOrderDetailsDialogProps = { order: AdminRechargeOrder | null; onClose: () => void };

export function RechargeOrderDetailsDialog({ order, onClose }: RechargeOrderDetailsDialogProps) {
  const { t } = useTranslation('admin');
  if (!order) return null;
  const d = (key: string) => t(`recharge.orders.details.${key}`);
  const { refund } = order;
  return (
    <DetailsDialog
      title={t('recharge.orders.details.title', { id: order.reference })}
      description={t('recharge.orders.details.placedOn', { date: at(order.createdAt) })}
      badges={
        <>
          <RechargeStatusBadge status={order.status} />
          <RechargePaymentBadge status={order.paymentStatus} />
        </>
      }
      refundStatus={order.refundStatus}
      who={order.mobile}
      onClose={onClose}
    >
      {order.message && <p className="text-sm text-gray-700">{order.message}</p>}

      <DetailSection title={d('recharge')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('service')} value={order.serviceName} />
          <DetailRow label={d('operator')} value={`${order.productName} (${order.operatorId})`} />
          <DetailRow label={d('number')} value={order.number} mono />
          <DetailRow label={d('circle')} value={order.circle} />
          <DetailRow label={d('amount')} value={formatMoney(order.amount)} />
          {order.bill_fetch_ref && <DetailRow label={d('billFetchRef')} value={order.bill_fetch_ref} mono />}
        </dl>
      </DetailSection>

      <DetailSection title={d('provider')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('providerName')} value={order.provider} />
          <DetailRow label={d('providerOrder')} value={order.rechargeOrderId} mono />
          <DetailRow label={d('operatorReference')} value={order.operator_reference} mono />
          <DetailRow label={d('requestId')} value={order.request_id} mono />
          <DetailRow label={d('polls')} value={String(order.polls)} />
          {order.nextPollAt && <DetailRow label={d('nextPoll')} value={at(order.nextPollAt)} />}
          <DetailRow label={d('finishedAt')} value={at(order.finishedAt)} />
        </dl>
      </DetailSection>

      {refund && (
        <DetailSection title={d('refund')}>
          <dl className="flex flex-col gap-1">
            <DetailRow label={d('refundAmount')} value={formatMoney(refund.amount)} />
            <DetailRow label={d('refundState')} value={t(`shop.refunds.status.${refund.status}`)} />
            <DetailRow label={d('refundId')} value={refund.id} mono />
            <DetailRow label={d('refundAsked')} value={formatDate(refund.createdAt)} />
          </dl>
        </DetailSection>
      )}

      <DetailSection title={d('payment')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('gatewayOrder')} value={order.razorpayOrderId} mono />
          <DetailRow label={d('gatewayPayment')} value={order.razorpayPaymentId} mono />
          <DetailRow label={d('paymentRecord')} value={order.paymentRecordId} mono />
          <DetailRow label={d('customerId')} value={order.customerId} mono />
        </dl>
      </DetailSection>
    </DetailsDialog>
  );
}
