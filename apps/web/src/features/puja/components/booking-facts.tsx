import { useTranslation } from 'react-i18next';
import type { PujaBooking } from '@seva/contracts';
import { Fact } from '@/components/ui';
import { formatCalendarDate } from '@/lib/format';
import { formatAmount } from '../format';

/**
 * A booking's facts as a description list: puja (with `showPuja`), temple,
 * date, package, devotees and amount; `full` adds gotra, sankalp and prasad
 * (the confirmation shows everything the customer just entered).
 */
export function BookingFacts({
  booking,
  showPuja = false,
  full = false,
}: {
  booking: PujaBooking;
  showPuja?: boolean;
  full?: boolean;
}) {
  const { t } = useTranslation('puja');
  const address = booking.prasadAddress;
  return (
    <dl className="flex flex-col gap-2">
      {showPuja && <Fact term={t('booking.puja')}>{booking.pujaName}</Fact>}
      <Fact term={t('booking.temple')}>
        {booking.temple}, {booking.location}
      </Fact>
      <Fact term={t('booking.date')}>
        <time dateTime={booking.date}>{formatCalendarDate(booking.date)}</time>
      </Fact>
      <Fact term={t('booking.package')}>{booking.packageName}</Fact>
      <Fact term={t('booking.devotees')}>{booking.devotees.join(', ')}</Fact>
      {full && <Fact term={t('booking.gotra')}>{booking.gotra || t('booking.gotraDefault')}</Fact>}
      {full && booking.sankalp && <Fact term={t('booking.sankalp')}>{booking.sankalp}</Fact>}
      {full && (
        <Fact term={t('booking.prasad')}>
          {address
            ? `${address.name}, ${address.line}, ${address.city}, ${address.state} – ${address.pincode}`
            : t('booking.noPrasad')}
        </Fact>
      )}
      <Fact term={t('booking.amount')}>
        <span className="font-semibold">{formatAmount(booking.amount, booking.currency)}</span>
      </Fact>
    </dl>
  );
}
