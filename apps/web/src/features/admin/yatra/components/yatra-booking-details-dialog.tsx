/** One yatra booking in full: the tour, every traveller, payment and refund state, and the status actions. */
import { useTranslation } from 'react-i18next';
import type { AdminYatraBooking } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { BookingDetailsFrame } from '../../shared/components/booking-details-frame';
import { DetailRow, DetailSection } from '../../shared/components/detail-section';
import { YatraBookingStatusBadge } from './yatra-badges';
import { YatraBookingActions } from './yatra-booking-actions';

type YatraBookingDetailsDialogProps = {
  booking: AdminYatraBooking | null;
  onClose: () => void;
  onChanged: (booking: AdminYatraBooking) => void;
};

export function YatraBookingDetailsDialog({ booking, onClose, onChanged }: YatraBookingDetailsDialogProps) {
  const { t } = useTranslation('admin');
  if (!booking) return null;
  const d = (key: string) => t(`yatra.bookings.details.${key}`);
  return (
    <BookingDetailsFrame
      scope="yatra"
      booking={booking}
      paymentId={booking.razorpayPaymentId}
      status={<YatraBookingStatusBadge status={booking.status} />}
      who={booking.customerMobile}
      onClose={onClose}
    >
      <YatraBookingActions booking={booking} onChanged={onChanged} />

      <DetailSection title={d('tour')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('yatra')} value={booking.yatraName} />
          <DetailRow label={d('startCity')} value={booking.startCity} />
          <DetailRow
            label={d('dates')}
            value={`${formatCalendarDate(booking.startDate)} – ${formatCalendarDate(booking.endDate)}`}
          />
          <DetailRow label={d('occupancy')} value={t(`yatra.occupancy.${booking.occupancy}`)} />
          <DetailRow label={d('amount')} value={formatMoney(booking.totalPrice)} />
          {booking.refundAmount !== null && (
            <DetailRow label={d('refunded')} value={formatMoney(booking.refundAmount)} />
          )}
          {booking.cancelledAt && <DetailRow label={d('cancelledOn')} value={formatDate(booking.cancelledAt)} />}
        </dl>
      </DetailSection>

      <DetailSection title={t('yatra.bookings.details.travellers', { count: booking.travellers.length })}>
        <ol className="flex flex-col divide-y divide-gray-100">
          {booking.travellers.map((traveller, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-x-4 py-1.5 text-sm">
              <span className="font-medium text-gray-900">{traveller.name}</span>
              <span className="text-gray-600">
                {t('yatra.bookings.details.traveller', {
                  age: traveller.age,
                  gender: t(`yatra.gender.${traveller.gender}`),
                  proof: t(`yatra.idProof.${traveller.idProofType}`),
                })}
              </span>
            </li>
          ))}
        </ol>
      </DetailSection>
    </BookingDetailsFrame>
  );
}
