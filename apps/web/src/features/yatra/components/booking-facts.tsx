import { useTranslation } from 'react-i18next';
import type { YatraBooking } from '@seva/contracts';
import { Fact } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { RefundNote } from '@/lib/payments/refund-note';
import { formatDateRange } from '../format';

/**
 * A booking's facts as a description list: yatra (with `showYatra`), dates,
 * start city, room sharing, travellers (name and age), amount paid, and the
 * refund once there is one.
 */
export function BookingFacts({ booking, showYatra = false }: { booking: YatraBooking; showYatra?: boolean }) {
  const { t } = useTranslation('yatra');
  return (
    <dl className="flex flex-col gap-2">
      {showYatra && <Fact term={t('booking.yatra')}>{booking.yatraName}</Fact>}
      <Fact term={t('booking.dates')}>
        <time dateTime={booking.startDate}>{formatDateRange(booking.startDate, booking.endDate)}</time>
      </Fact>
      <Fact term={t('booking.startCity')}>{booking.startCity}</Fact>
      <Fact term={t('booking.occupancy')}>{t(`occupancy.${booking.occupancy}`)}</Fact>
      <Fact term={t('booking.travellers')}>
        {booking.travellers
          .map((traveller) => t('booking.traveller', { name: traveller.name, age: traveller.age }))
          .join(', ')}
      </Fact>
      <Fact term={t('booking.total')}>
        <span className="font-semibold">{formatRupees(booking.totalPrice)}</span>
      </Fact>
      {booking.refundAmount !== null && (
        <Fact term={t('booking.refund')}>
          <span className="font-semibold text-green-800">{formatRupees(booking.refundAmount)}</span>
          {booking.refundAmount > 0 && <RefundNote method={booking.paymentMethod} className="mt-1 text-xs" />}
        </Fact>
      )}
    </dl>
  );
}
