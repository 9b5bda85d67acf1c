import { useTranslation } from 'react-i18next';
import type { RechargeStatus } from '@seva/contracts';
import { StatusBadge } from '@/components/ui';

const statusColours: Record<RechargeStatus, string> = {
  SUCCESS: 'bg-green-100 text-green-800',
  PENDING: 'bg-amber-100 text-amber-900',
  FAILED: 'bg-red-100 text-red-800',
  CANCEL: 'bg-gray-200 text-gray-800',
};

/** Where a recharge stands, in plain words: Successful, Processing, Failed — refunded, Payment failed. */
export function RechargeStatusBadge({ status }: { status: RechargeStatus }) {
  const { t } = useTranslation('recharge-history');
  return <StatusBadge status={status} colours={statusColours} label={t(`status.${status}`)} />;
}
