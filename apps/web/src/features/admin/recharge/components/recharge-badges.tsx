/** The coloured labels of the recharge console: an order's status and its payment's state. */
import { useTranslation } from 'react-i18next';
import type { PaymentStatus, RechargeStatus } from '@seva/contracts';
import { Badge } from '../../shared/components/badges';

const STATUS_COLOURS: Record<RechargeStatus, string> = {
  SUCCESS: 'bg-green-100 text-green-800',
  PENDING: 'bg-amber-100 text-amber-900',
  FAILED: 'bg-red-100 text-red-800',
  CANCEL: 'bg-gray-200 text-gray-700',
};

export function RechargeStatusBadge({ status }: { status: RechargeStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={STATUS_COLOURS[status]}>{t(`recharge.status.${status}`)}</Badge>;
}

const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  created: 'bg-gray-100 text-gray-800',
  paid: 'bg-gray-100 text-gray-800',
  fulfilled: 'bg-gray-100 text-gray-800',
  refunded: 'bg-purple-100 text-purple-800',
  failed: 'bg-red-100 text-red-800',
};

/** Paid (paid or fulfilled), refunded, failed, or not paid yet. */
export function RechargePaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={PAYMENT_COLOURS[status]}>{t(`recharge.payment.${status}`)}</Badge>;
}
