/** One pitr paksha booking in full: the family and ancestors, payment (card or PayPal) and refund state, and the status actions. */
import { useTranslation } from 'react-i18next';
import type { AdminPitrBooking } from '@seva/contracts';
import { Dialog } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { formatCalendarDate, formatMoney, shortId } from '../format';
import { PaymentBadge, RefundStatusBadge } from './badges';
import { BookingStatusActions } from './booking-status-actions';
import { DetailRow, DetailSection } from './detail-section';
import { BookingStatusBadge } from './puja-badges';

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
          <span className="text-sm text-gray-700">
            {booking.customerName} · {booking.mobile}
          </span>
        </div>

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
          </dl>
        </DetailSection>

        <DetailSection title={d('payment')}>
          <dl className="flex flex-col gap-1">
            {booking.paypalOrderId ? (
              <DetailRow label={d('paypalOrder')} value={booking.paypalOrderId} mono />
            ) : (
              <DetailRow label={d('gatewayOrder')} value={booking.razorpayOrderId} mono />
            )}
            <DetailRow label={d('gatewayPayment')} value={booking.paymentId} mono />
            <DetailRow label={d('paymentRecord')} value={booking.paymentRecordId} mono />
            <DetailRow label={d('customerId')} value={booking.customerId} mono />
          </dl>
        </DetailSection>
      </div>
    </Dialog>
  );
}
