import { useTranslation } from 'react-i18next';
import type { YatraBookingStatus } from '@seva/contracts';
import { cn } from '@/lib/format';

const statusColours: Record<YatraBookingStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-purple-100 text-purple-800',
};

/** Where a booking stands: confirmed → completed, or cancelled by the customer / refunded by us. */
export function BookingStatusBadge({ status }: { status: YatraBookingStatus }) {
  const { t } = useTranslation('yatra');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusColours[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
