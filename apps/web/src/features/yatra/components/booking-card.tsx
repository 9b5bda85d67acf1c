import { useTranslation } from 'react-i18next';
import type { YatraBooking } from '@seva/contracts';
import { BookingCardFrame, Button } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { InvoiceButton } from '@/lib/invoices/invoice-button';
import { BookingFacts } from './booking-facts';
import { BookingStatusBadge } from './booking-status-badge';

type BookingCardProps = { booking: YatraBooking; onCancel: (booking: YatraBooking) => void };

/** One past booking: yatra, booking number and date, status, facts, its GST invoice (issue 23), and "Cancel booking" while the policy allows it. */
export function BookingCard({ booking, onCancel }: BookingCardProps) {
  const { t } = useTranslation('yatra');
  const headingId = `booking-${booking._id}`;
  return (
    <BookingCardFrame
      headingId={headingId}
      title={booking.yatraName}
      number={t('booking.number', { number: booking.reference })}
      booked={{ at: booking.createdAt, label: t('booking.bookedOn', { date: formatDate(booking.createdAt) }) }}
      badge={<BookingStatusBadge status={booking.status} />}
    >
      <div className="py-3">
        <BookingFacts booking={booking} />
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-gray-100 pt-3">
        <InvoiceButton of={{ kind: 'yatra', id: booking._id }} fileLabel={booking.reference} />
        {booking.cancelRefundAmount !== null && (
          <Button variant="secondary" size="sm" aria-describedby={headingId} onClick={() => onCancel(booking)}>
            {t('booking.cancel')}
          </Button>
        )}
      </div>
    </BookingCardFrame>
  );
}
