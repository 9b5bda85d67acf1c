/**
 * The puja and the pitr paksha bookings lists, one page for both kinds:
 * newest first, filtered by status and puja (or ritual), searched by name,
 * mobile or booking id, paged; a booking opens in its kind's details dialog
 * with the status actions.
 */
import { useState, type ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPitrBooking, AdminPujaBooking, PujaKind } from '@seva/contracts';
import { usePitrBookings, usePujaBookings, type BookingsQuery } from '../api/get-booking-lists';
import { asBookingStatus, BookingsFilters } from '../components/bookings-filters';
import { PitrBookingsTable, PujaBookingsTable } from '../components/bookings-tables';
import { ListHeader } from '../../shared/components/list-header';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { PitrBookingDetailsDialog } from '../components/pitr-booking-details-dialog';
import { PujaBookingDetailsDialog } from '../components/puja-booking-details-dialog';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

/** What a kind brings: its list query, its heading and empty text (admin keys), its table and its details dialog. */
type KindView<B> = {
  kind: PujaKind;
  /** The list's query hook; a mounted list never changes kind (see BookingsPage), so the same hook runs every render. */
  useBookings: (query: BookingsQuery) => UseQueryResult<{ results: B[]; total: number }>;
  title: string;
  emptyBody: string;
  Table: ComponentType<{ bookings: B[]; onOpen: (booking: B) => void }>;
  Details: ComponentType<{ booking: B | null; onClose: () => void; onChanged: (booking: B) => void }>;
};

const PUJA: KindView<AdminPujaBooking> = {
  kind: 'puja',
  useBookings: usePujaBookings,
  title: 'puja.bookings.title',
  emptyBody: 'puja.bookings.emptyBody',
  Table: PujaBookingsTable,
  Details: PujaBookingDetailsDialog,
};

const PITR: KindView<AdminPitrBooking> = {
  kind: 'pitr',
  useBookings: usePitrBookings,
  title: 'puja.bookings.pitrTitle',
  emptyBody: 'puja.bookings.pitrEmptyBody',
  Table: PitrBookingsTable,
  Details: PitrBookingDetailsDialog,
};

/** The bookings page of one kind; another kind is another list (the key), never the same one switching hooks. */
export function BookingsPage({ kind }: { kind: PujaKind }) {
  return kind === 'pitr' ? <BookingsList key="pitr" view={PITR} /> : <BookingsList key="puja" view={PUJA} />;
}

function BookingsList<B>({ view }: { view: KindView<B> }) {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: BookingsQuery = {
    status: asBookingStatus(get('status')),
    pujaId: get('pujaId'),
    q: get('q'),
    page,
    pageSize: PAGE_SIZE,
  };
  const bookings = view.useBookings(query);
  const [selected, setSelected] = useState<B | null>(null);
  const filtered = Boolean(query.status || query.pujaId || query.q);
  const { Table, Details } = view;

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t(view.title)}
        count={bookings.data ? t('puja.bookings.count', { count: bookings.data.total }) : undefined}
      />
      <BookingsFilters kind={view.kind} query={query} set={set} />

      <PagedList
        list={bookings}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={{ ...listTexts(t, 'puja.bookings'), emptyBody: t(view.emptyBody) }}
        onClearFilters={filtered ? () => set({ status: '', pujaId: '', q: '' }) : undefined}
      >
        {(results) => <Table bookings={results} onOpen={setSelected} />}
      </PagedList>

      <Details booking={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </section>
  );
}
