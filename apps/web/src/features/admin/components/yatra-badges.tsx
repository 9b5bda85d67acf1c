/** The coloured label of a yatra booking's status, in the colours the other consoles use. */
import { useTranslation } from 'react-i18next';
import type { YatraBookingStatus } from '@seva/contracts';
import { cn } from '@/lib/format';

const STATUS_COLOURS: Record<YatraBookingStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-purple-100 text-purple-800',
};

export function YatraBookingStatusBadge({ status }: { status: YatraBookingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_COLOURS[status],
      )}
    >
      {t(`yatra.status.${status}`)}
    </span>
  );
}
