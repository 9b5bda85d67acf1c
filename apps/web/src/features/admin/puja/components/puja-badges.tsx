/** Small coloured labels for the puja console: a booking's status and a puja's kind. */
import { useTranslation } from 'react-i18next';
import type { PujaBookingStatus, PujaKind } from '@seva/contracts';
import { Badge } from '../../shared/components/badges';

const STATUS_COLOURS: Record<PujaBookingStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  performed: 'bg-amber-100 text-amber-900',
  video_sent: 'bg-indigo-100 text-indigo-800',
  prasad_shipped: 'bg-teal-100 text-teal-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-purple-100 text-purple-800',
};

export function BookingStatusBadge({ status }: { status: PujaBookingStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={STATUS_COLOURS[status]}>{t(`puja.status.${status}`)}</Badge>;
}

export function KindBadge({ kind }: { kind: PujaKind }) {
  const { t } = useTranslation('admin');
  return (
    <Badge className={kind === 'pitr' ? 'bg-stone-200 text-stone-800' : 'bg-orange-100 text-orange-900'}>
      {t(`puja.kinds.${kind}`)}
    </Badge>
  );
}
