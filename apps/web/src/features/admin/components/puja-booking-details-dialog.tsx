/** One puja booking in full: the sankalp, prasad, video and tracking, payment and refund state, and the status actions. */
import { useTranslation } from 'react-i18next';
import type { AdminPujaBooking } from '@seva/contracts';
import { Dialog } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { formatCalendarDate, formatMoney, shortId } from '../format';
import { PaymentBadge, RefundStatusBadge } from './badges';
import { BookingStatusActions } from './booking-status-actions';
import { DetailRow, DetailSection } from './detail-section';
import { BookingStatusBadge } from './puja-badges';

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
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('puja.bookings.details.title', { id: shortId(booking._id) })}
      description={t('puja.bookings.details.bookedOn', { date: formatDate(booking.createdAt) })}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <PaymentBadge status={booking.paymentStatus === 'refunded' ? 'refunded' : 'paid'} />
          {booking.refundStatus && <RefundStatusBadge status={booking.refundStatus} />}
          {booking.customerMobile && <span className="text-sm text-gray-700">{booking.customerMobile}</span>}
        </div>

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
            <DetailRow
              label={d('video')}
              value={
                booking.proofVideoUrl && (
                  <a
                    href={booking.proofVideoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {booking.proofVideoUrl}
                  </a>
                )
              }
            />
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

        <DetailSection title={d('payment')}>
          <dl className="flex flex-col gap-1">
            <DetailRow label={d('gatewayOrder')} value={booking.razorpayOrderId} mono />
            <DetailRow label={d('gatewayPayment')} value={booking.razorpayPaymentId} mono />
            <DetailRow label={d('paymentRecord')} value={booking.paymentRecordId} mono />
            <DetailRow label={d('customerId')} value={booking.customerId} mono />
          </dl>
        </DetailSection>
      </div>
    </Dialog>
  );
}
