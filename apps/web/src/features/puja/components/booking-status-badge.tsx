import { useTranslation } from 'react-i18next';
import type { PujaBookingStatus } from '@seva/contracts';
import { StatusBadge } from '@/components/ui';

const statusColours: Record<PujaBookingStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  performed: 'bg-amber-100 text-amber-900',
  video_sent: 'bg-indigo-100 text-indigo-800',
  prasad_shipped: 'bg-teal-100 text-teal-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-purple-100 text-purple-800',
};

/** Where a booking stands: confirmed → performed → video sent → prasad shipped → completed, or cancelled / refunded. */
export function BookingStatusBadge({ status }: { status: PujaBookingStatus }) {
  const { t } = useTranslation('puja');
  return <StatusBadge status={status} colours={statusColours} label={t(`status.${status}`)} />;
}
