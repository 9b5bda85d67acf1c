import { useTranslation } from 'react-i18next';
import type { PitrBooking } from '@seva/contracts';
import { BookingCardFrame } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { RefundNote } from '@/lib/payments/refund-note';
import { BookingStatusBadge } from './booking-status-badge';
import { PitrBookingFacts } from './pitr-booking-facts';
import { SankalpVideoLink, videoHref } from './sankalp-video-link';

/** One past pitr paksha booking: ritual, booking number and date, status, facts and the sankalp video. */
export function PitrBookingCard({ booking }: { booking: PitrBooking }) {
  const { t } = useTranslation('pitr');
  const video = videoHref(booking.proofVideoUrl);
  return (
    <BookingCardFrame
      headingId={`pitr-booking-${booking._id}`}
      title={booking.ritualName}
      number={t('booking.number', { number: booking.reference })}
      booked={{ at: booking.createdAt, label: t('booking.bookedOn', { date: formatDate(booking.createdAt) }) }}
      badge={<BookingStatusBadge status={booking.status} />}
    >
      <div className="pt-3">
        <PitrBookingFacts booking={booking} />
        {booking.status === 'refunded' && booking.currency === 'INR' && (
          <RefundNote method={booking.paymentMethod} className="pt-2" />
        )}
      </div>
      {video && (
        <div className="mt-3 border-t border-gray-100 pt-3">
          <SankalpVideoLink href={video}>{t('booking.video')}</SankalpVideoLink>
        </div>
      )}
    </BookingCardFrame>
  );
}
