/** One page of puja or pitr paksha bookings; the booking id opens its details (first column, reachable at 360 px). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPitrBooking, AdminPujaBooking } from '@seva/contracts';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { DataTable, ReferenceButton } from '../../shared/components/data-table';
import { BookingStatusBadge } from './puja-badges';

const COLUMNS = ['booking', 'who', 'puja', 'date', 'amount', 'status'] as const;

type Booking = AdminPujaBooking | AdminPitrBooking;

type BookingsTableProps<B extends Booking> = {
  caption: string;
  bookings: B[];
  /** The puja's or ritual's name. */
  puja: (booking: B) => string;
  /** Who booked: the names, and how to reach them. */
  who: (booking: B) => ReactNode;
  onOpen: (booking: B) => void;
};

function BookingsTable<B extends Booking>({ caption, bookings, puja, who, onOpen }: BookingsTableProps<B>) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS.map((column) => t(`puja.bookings.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {bookings.map((booking) => (
        <tr key={booking._id} className="hover:bg-gray-50">
          <td className="px-4 py-3">
            <ReferenceButton reference={booking.reference} onOpen={() => onOpen(booking)} />
          </td>
          <td className="px-4 py-3">{who(booking)}</td>
          <td className="px-4 py-3 font-medium text-gray-900">{puja(booking)}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatCalendarDate(booking.date)}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatMoney(booking.amount, booking.currency)}</td>
          <td className="px-4 py-3">
            <BookingStatusBadge status={booking.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

type TableProps<B> = { bookings: B[]; onOpen: (booking: B) => void };

export function PujaBookingsTable({ bookings, onOpen }: TableProps<AdminPujaBooking>) {
  const { t } = useTranslation('admin');
  return (
    <BookingsTable
      caption={t('puja.bookings.caption')}
      bookings={bookings}
      puja={(b) => b.pujaName}
      who={(b) => (
        <>
          <span className="font-medium text-gray-900">{b.devotees.join(', ')}</span>
          {b.customerMobile && <p className="text-xs text-gray-500">{b.customerMobile}</p>}
        </>
      )}
      onOpen={onOpen}
    />
  );
}

export function PitrBookingsTable({ bookings, onOpen }: TableProps<AdminPitrBooking>) {
  const { t } = useTranslation('admin');
  return (
    <BookingsTable
      caption={t('puja.bookings.pitrCaption')}
      bookings={bookings}
      puja={(b) => b.ritualName}
      who={(b) => (
        <>
          <span className="font-medium text-gray-900">{b.customerName}</span>
          <p className="text-xs text-gray-500">
            {b.mobile} · {b.country}
          </p>
        </>
      )}
      onOpen={onOpen}
    />
  );
}
