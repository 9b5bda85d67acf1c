import { useTranslation } from 'react-i18next';
import type { YatraBooking } from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { BookingFacts } from './booking-facts';
import { BookingStatusBadge } from './booking-status-badge';

type BookingCardProps = { booking: YatraBooking; onCancel: (booking: YatraBooking) => void };

/** One past booking: yatra, booking number and date, status, facts, and "Cancel booking" while the policy allows it. */
export function BookingCard({ booking, onCancel }: BookingCardProps) {
  const { t } = useTranslation('yatra');
  const headingId = `booking-${booking._id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-gray-100 pb-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-bold text-gray-900">
            {booking.yatraName}
          </h2>
          <p className="text-sm text-gray-600">
            {t('booking.number', { number: booking._id.slice(-8).toUpperCase() })} ·{' '}
            <time dateTime={booking.createdAt}>
              {t('booking.bookedOn', { date: formatDate(booking.createdAt, 'en-IN') })}
            </time>
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </header>
      <div className="py-3">
        <BookingFacts booking={booking} />
      </div>
      {booking.cancelRefundAmount !== null && (
        <div className="flex justify-end border-t border-gray-100 pt-3">
          <Button variant="secondary" size="sm" aria-describedby={headingId} onClick={() => onCancel(booking)}>
            {t('booking.cancel')}
          </Button>
        </div>
      )}
    </article>
  );
}
