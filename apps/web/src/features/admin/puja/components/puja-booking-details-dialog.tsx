/** One puja booking in full: the sankalp, prasad, video and tracking, payment and refund state, and the status actions. */
import { useTranslation } from 'react-i18next';
import type { AdminPujaBooking } from '@seva/contracts';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { BookingDetailsFrame } from '../../shared/components/booking-details-frame';
import { BookingStatusActions } from './booking-status-actions';
import { DetailRow, DetailSection } from '../../shared/components/detail-section';
import { BookingStatusBadge } from './puja-badges';
import { SankalpVideoRow } from './sankalp-video-row';

type PujaBookingDetailsDialogProps = {
  booking: AdminPujaBooking | null;
  onClose: () => void;
  onChanged: (booking: AdminPujaBooking) => void;
};

export function PujaBookingDetailsDialog({ booking, onClose, onChanged }: PujaBookingDetailsDialogProps) {
  const { t } = useTranslation('admin');
  if (!booking) return null;
  const d = (key: string) => t(`puja.bookings.details.${key}`);
  const address = booking.prasadAddress;
  return (
    <BookingDetailsFrame
      scope="puja"
      booking={booking}
      paymentId={booking.razorpayPaymentId}
      status={<BookingStatusBadge status={booking.status} />}
      who={booking.customerMobile}
      onClose={onClose}
    >
      <BookingStatusActions kind="puja" booking={booking} onChanged={onChanged} />

      <DetailSection title={d('sankalp')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('puja')} value={booking.pujaName} />
          <DetailRow label={d('temple')} value={`${booking.temple}, ${booking.location}`} />
          <DetailRow label={d('date')} value={formatCalendarDate(booking.date)} />
          <DetailRow label={d('package')} value={booking.packageName} />
          <DetailRow label={d('devotees')} value={booking.devotees.join(', ')} />
          <DetailRow label={d('gotra')} value={booking.gotra} />
          <DetailRow label={d('wish')} value={booking.sankalp} />
          <DetailRow label={d('amount')} value={formatMoney(booking.amount, booking.currency)} />
        </dl>
      </DetailSection>

      <DetailSection title={d('delivery')}>
        <dl className="flex flex-col gap-1">
          <SankalpVideoRow url={booking.proofVideoUrl} />
          <DetailRow label={d('tracking')} value={booking.prasadTrackingNumber} mono />
        </dl>
        {address ? (
          <address className="text-sm text-gray-800 not-italic">
            <span className="font-medium">{address.name}</span>
            <br />
            {address.line}
            <br />
            {address.city}, {address.state} {address.pincode}
          </address>
        ) : (
          <p className="text-sm text-gray-600">{d('noPrasad')}</p>
        )}
      </DetailSection>
    </BookingDetailsFrame>
  );
}
