/** The coloured label of a yatra booking's status, in the colours the other consoles use. */
import { useTranslation } from 'react-i18next';
import type { YatraBookingStatus } from '@seva/contracts';
import { Badge } from '../../shared/components/badges';

const STATUS_COLOURS: Record<YatraBookingStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-purple-100 text-purple-800',
};

export function YatraBookingStatusBadge({ status }: { status: YatraBookingStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={STATUS_COLOURS[status]}>{t(`yatra.status.${status}`)}</Badge>;
}
