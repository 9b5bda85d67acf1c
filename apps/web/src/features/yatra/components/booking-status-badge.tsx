import { useTranslation } from 'react-i18next';
import type { YatraBookingStatus } from '@seva/contracts';
import { StatusBadge } from '@/components/ui';

const statusColours: Record<YatraBookingStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-purple-100 text-purple-800',
};

/** Where a booking stands: confirmed → completed, or cancelled by the customer / refunded by us. */
export function BookingStatusBadge({ status }: { status: YatraBookingStatus }) {
  const { t } = useTranslation('yatra');
  return <StatusBadge status={status} colours={statusColours} label={t(`status.${status}`)} />;
}
