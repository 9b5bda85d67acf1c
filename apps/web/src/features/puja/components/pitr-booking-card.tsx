import { useTranslation } from 'react-i18next';
import type { PitrBooking } from '@seva/contracts';
import { BookingCardFrame } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { InvoiceButton } from '@/lib/invoices/invoice-button';
import { RefundNote } from '@/lib/payments/refund-note';
import { BookingStatusBadge } from './booking-status-badge';
import { PitrBookingFacts } from './pitr-booking-facts';
import { SankalpVideoLink, videoHref } from './sankalp-video-link';

/** One past pitr paksha booking: ritual, booking number and date, status, facts, the sankalp video and the GST invoice (issue 23). */
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
      <div className="mt-3 flex flex-col gap-2 border-t border-gray-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <InvoiceButton of={{ kind: 'pitr', id: booking._id }} fileLabel={booking.reference} />
        {video && <SankalpVideoLink href={video}>{t('booking.video')}</SankalpVideoLink>}
      </div>
    </BookingCardFrame>
  );
}
