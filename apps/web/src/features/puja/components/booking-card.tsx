import { useTranslation } from 'react-i18next';
import type { PujaBooking } from '@seva/contracts';
import { BookingCardFrame } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { InvoiceButton } from '@/lib/invoices/invoice-button';
import { RefundNote } from '@/lib/payments/refund-note';
import { AddToCalendarButton } from './add-to-calendar-button';
import { BookingFacts } from './booking-facts';
import { BookingStatusBadge } from './booking-status-badge';
import { SankalpVideoLink, videoHref } from './sankalp-video-link';

/**
 * One booking: puja, booking number and date, status, facts, the puja video and the prasad tracking number;
 * while it is still to be performed, "Add to calendar"; always its GST invoice (issue 23).
 */
export function BookingCard({ booking }: { booking: PujaBooking }) {
  const { t } = useTranslation('puja');
  const video = videoHref(booking.proofVideoUrl);
  // Issue 23: a booking still to be performed can go into the customer's calendar.
  const upcoming = booking.status === 'confirmed';
  return (
    <BookingCardFrame
      headingId={`booking-${booking._id}`}
      title={booking.pujaName}
      number={t('booking.number', { number: booking.reference })}
      booked={{ at: booking.createdAt, label: t('booking.bookedOn', { date: formatDate(booking.createdAt) }) }}
      badge={<BookingStatusBadge status={booking.status} />}
    >
      <div className="py-3">
        <BookingFacts booking={booking} />
        {booking.status === 'refunded' && booking.currency === 'INR' && (
          <RefundNote method={booking.paymentMethod} className="pt-2" />
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-gray-100 pt-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          {upcoming && <AddToCalendarButton booking={booking} />}
          <InvoiceButton of={{ kind: 'puja', id: booking._id }} fileLabel={booking.reference} />
        </div>
        {video && <SankalpVideoLink href={video}>{t('booking.video')}</SankalpVideoLink>}
        {booking.prasadTrackingNumber && (
          <p className="text-sm text-gray-700">{t('booking.tracking', { number: booking.prasadTrackingNumber })}</p>
        )}
      </div>
    </BookingCardFrame>
  );
}
