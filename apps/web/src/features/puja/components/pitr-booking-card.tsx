import { useTranslation } from 'react-i18next';
import type { PitrBooking } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { BookingStatusBadge } from './booking-status-badge';
import { PitrBookingFacts } from './pitr-booking-facts';

/** One past pitr paksha booking: ritual, booking number and date, status and facts. */
export function PitrBookingCard({ booking }: { booking: PitrBooking }) {
  const { t } = useTranslation('pitr');
  const headingId = `pitr-booking-${booking._id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-gray-100 pb-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-bold text-gray-900">
            {booking.ritualName}
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
      <div className="pt-3">
        <PitrBookingFacts booking={booking} />
      </div>
    </article>
  );
}
