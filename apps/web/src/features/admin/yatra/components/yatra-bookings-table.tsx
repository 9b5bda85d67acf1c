import { useTranslation } from 'react-i18next';
import type { AdminYatraBooking } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { PaymentBadge } from '../../shared/components/badges';
import { DataTable, ReferenceButton } from '../../shared/components/data-table';
import { YatraBookingStatusBadge } from './yatra-badges';

const COLUMNS = ['booking', 'yatra', 'departure', 'travellers', 'amount', 'status', 'payment'] as const;

type YatraBookingsTableProps = { bookings: AdminYatraBooking[]; onOpen: (booking: AdminYatraBooking) => void };

/** One page of yatra bookings; the booking id opens its details (first column, reachable at 360 px). */
export function YatraBookingsTable({ bookings, onOpen }: YatraBookingsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('yatra.bookings.caption')}
      columns={COLUMNS.map((column) => t(`yatra.bookings.columns.${column}`))}
      minWidth="min-w-[820px]"
    >
      {bookings.map((booking) => (
        <tr key={booking._id} className="hover:bg-gray-50">
          <td className="px-4 py-3">
            <ReferenceButton reference={booking.reference} onOpen={() => onOpen(booking)} />
            <p className="text-xs text-gray-500">{formatDate(booking.createdAt)}</p>
          </td>
          <td className="px-4 py-3 font-medium text-gray-900">
            {booking.yatraName}
            <p className="text-xs font-normal text-gray-500">{booking.startCity}</p>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatCalendarDate(booking.startDate)}</td>
          <td className="px-4 py-3">
            {booking.travellers[0]?.name}
            {booking.travellers.length > 1 && (
              <span className="text-gray-500">
                {' '}
                {t('yatra.bookings.more', { count: booking.travellers.length - 1 })}
              </span>
            )}
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatMoney(booking.totalPrice)}</td>
          <td className="px-4 py-3">
            <YatraBookingStatusBadge status={booking.status} />
          </td>
          <td className="px-4 py-3">
            <PaymentBadge status={booking.paymentStatus === 'refunded' ? 'refunded' : 'paid'} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
