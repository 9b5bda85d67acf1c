/** One pitr paksha booking in full: the family and ancestors, the sankalp video, payment (card or PayPal) and refund state, and the status actions. */
import { useTranslation } from 'react-i18next';
import type { AdminPitrBooking } from '@seva/contracts';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { BookingDetailsFrame } from '../../shared/components/booking-details-frame';
import { BookingStatusActions } from './booking-status-actions';
import { DetailRow, DetailSection } from '../../shared/components/detail-section';
import { BookingStatusBadge } from './puja-badges';
import { SankalpVideoRow } from './sankalp-video-row';

type PitrBookingDetailsDialogProps = {
  booking: AdminPitrBooking | null;
  onClose: () => void;
  onChanged: (booking: AdminPitrBooking) => void;
};

export function PitrBookingDetailsDialog({ booking, onClose, onChanged }: PitrBookingDetailsDialogProps) {
  const { t } = useTranslation('admin');
  if (!booking) return null;
  const d = (key: string) => t(`puja.bookings.details.${key}`);
  return (
    <BookingDetailsFrame
      scope="puja"
      booking={booking}
      paymentId={booking.paymentId}
      status={<BookingStatusBadge status={booking.status} />}
      who={
        <>
          {booking.customerName} · {booking.mobile}
        </>
      }
      onClose={onClose}
    >
      <BookingStatusActions kind="pitr" booking={booking} onChanged={onChanged} />

      <DetailSection title={d('sankalp')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('ritual')} value={booking.ritualName} />
          <DetailRow label={d('place')} value={booking.place} />
          <DetailRow label={d('date')} value={formatCalendarDate(booking.date)} />
          <DetailRow label={d('package')} value={booking.packageName} />
          <DetailRow label={d('country')} value={booking.country} />
          <DetailRow label={d('gotra')} value={booking.gotra} />
          <DetailRow label={d('ancestors')} value={booking.ancestors.join(', ')} />
          <DetailRow label={d('amount')} value={formatMoney(booking.amount, booking.currency)} />
          <SankalpVideoRow url={booking.proofVideoUrl} />
        </dl>
      </DetailSection>
    </BookingDetailsFrame>
  );
}
