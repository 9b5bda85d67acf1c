import { useTranslation } from 'react-i18next';
import type { PitrBooking } from '@seva/contracts';
import { Fact } from '@/components/ui';
import { formatCalendarDate, formatIndianMobile } from '@/lib/format';
import { formatAmount } from '../format';

/**
 * A pitr booking's facts as a description list: ritual (with `showRitual`),
 * place, date, package, country, amount in its currency (₹ or $) and the
 * provider's payment id; `full` adds who booked it, the gotra and the
 * ancestors (the confirmation shows everything the customer just entered).
 */
export function PitrBookingFacts({
  booking,
  showRitual = false,
  full = false,
}: {
  booking: PitrBooking;
  showRitual?: boolean;
  full?: boolean;
}) {
  const { t } = useTranslation('pitr');
  return (
    <dl className="flex flex-col gap-2">
      {showRitual && <Fact term={t('booking.ritual')}>{booking.ritualName}</Fact>}
      <Fact term={t('booking.place')}>{booking.place}</Fact>
      <Fact term={t('booking.date')}>
        <time dateTime={booking.date}>{formatCalendarDate(booking.date)}</time>
      </Fact>
      <Fact term={t('booking.package')}>{booking.packageName}</Fact>
      {full && (
        <Fact term={t('booking.bookedBy')}>
          {booking.customerName}, {formatIndianMobile(booking.mobile)}
        </Fact>
      )}
      <Fact term={t('booking.country')}>{booking.country}</Fact>
      {full && <Fact term={t('booking.gotra')}>{booking.gotra || t('booking.gotraDefault')}</Fact>}
      {full && booking.ancestors.length > 0 && (
        <Fact term={t('booking.ancestors')}>{booking.ancestors.join(', ')}</Fact>
      )}
      <Fact term={t('booking.amount')}>
        <span className="font-semibold">{formatAmount(booking.amount, booking.currency)}</span>
      </Fact>
      <Fact term={t('booking.paymentId')}>
        <span className="font-mono text-xs break-all">{booking.paymentId}</span>
      </Fact>
    </dl>
  );
}
