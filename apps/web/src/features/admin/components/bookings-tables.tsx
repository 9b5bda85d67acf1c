/** One page of puja or pitr paksha bookings; the booking id opens its details (first column, reachable at 360 px). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPitrBooking, AdminPujaBooking, PujaBookingStatus } from '@seva/contracts';
import { formatCalendarDate, formatMoney, shortId } from '../format';
import { DataTable, RowButton } from './data-table';
import { BookingStatusBadge } from './puja-badges';

const COLUMNS = ['booking', 'who', 'puja', 'date', 'amount', 'status'] as const;

type Row = {
  _id: string;
  who: ReactNode;
  puja: string;
  date: string;
  amount: number;
  currency: 'INR' | 'USD';
  status: PujaBookingStatus;
};

function BookingsTable({ caption, rows, onOpen }: { caption: string; rows: Row[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS.map((column) => t(`puja.bookings.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {rows.map((row) => (
        <tr key={row._id} className="hover:bg-gray-50">
          <td className="px-4 py-3">
            <RowButton
              label={`${t('shop.view')} ${shortId(row._id)}`}
              onClick={() => onOpen(row._id)}
              className="font-mono"
            >
              {shortId(row._id)}
            </RowButton>
          </td>
          <td className="px-4 py-3">{row.who}</td>
          <td className="px-4 py-3 font-medium text-gray-900">{row.puja}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatCalendarDate(row.date)}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatMoney(row.amount, row.currency)}</td>
          <td className="px-4 py-3">
            <BookingStatusBadge status={row.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

type TableProps<B> = { bookings: B[]; onOpen: (booking: B) => void };

export function PujaBookingsTable({ bookings, onOpen }: TableProps<AdminPujaBooking>) {
  const { t } = useTranslation('admin');
  const rows = bookings.map((b) => ({
    ...b,
    puja: b.pujaName,
    who: (
      <>
        <span className="font-medium text-gray-900">{b.devotees.join(', ')}</span>
        {b.customerMobile && <p className="text-xs text-gray-500">{b.customerMobile}</p>}
      </>
    ),
  }));
  return (
    <BookingsTable
      caption={t('puja.bookings.caption')}
      rows={rows}
      onOpen={(id) => {
        const booking = bookings.find((b) => b._id === id);
        if (booking) onOpen(booking);
      }}
    />
  );
}

export function PitrBookingsTable({ bookings, onOpen }: TableProps<AdminPitrBooking>) {
  const { t } = useTranslation('admin');
  const rows = bookings.map((b) => ({
    ...b,
    puja: b.ritualName,
    who: (
      <>
        <span className="font-medium text-gray-900">{b.customerName}</span>
        <p className="text-xs text-gray-500">
          {b.mobile} · {b.country}
        </p>
      </>
    ),
  }));
  return (
    <BookingsTable
      caption={t('puja.bookings.pitrCaption')}
      rows={rows}
      onOpen={(id) => {
        const booking = bookings.find((b) => b._id === id);
        if (booking) onOpen(booking);
      }}
    />
  );
}
