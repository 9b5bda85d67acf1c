/**
 * Admin → Puja bookings: newest first, filtered by status and puja, searched
 * by name or booking id, paged; a booking opens in a dialog with its status
 * actions (performed, video with its link, prasad with its tracking number,
 * completed; cancel and refund).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPujaBooking } from '@seva/contracts';
import { Button, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { usePujaBookings, type BookingsQuery } from '../api/get-booking-lists';
import { asBookingStatus, BookingsFilters } from '../components/bookings-filters';
import { PujaBookingsTable } from '../components/bookings-tables';
import { ListHeader } from '../components/list-header';
import { ListError, ListSkeleton } from '../components/list-states';
import { Pager } from '../components/pager';
import { PujaBookingDetailsDialog } from '../components/puja-booking-details-dialog';
import { useListParams } from '../components/use-list-params';

const PAGE_SIZE = 20;

export default function PujaBookingsPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: BookingsQuery = {
    status: asBookingStatus(get('status')),
    pujaId: get('pujaId'),
    q: get('q'),
    page,
    pageSize: PAGE_SIZE,
  };
  const bookings = usePujaBookings(query);
  const [selected, setSelected] = useState<AdminPujaBooking | null>(null);
  const total = bookings.data?.total ?? 0;
  const filtered = Boolean(query.status || query.pujaId || query.q);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('puja.bookings.title')}
        count={bookings.data ? t('puja.bookings.count', { count: total }) : undefined}
      />
      <BookingsFilters kind="puja" query={query} set={set} />

      {bookings.isPending ? (
        <ListSkeleton rows={8} />
      ) : bookings.isError ? (
        <ListError
          message={errorMessage(bookings.error, t('puja.bookings.loadFailed'))}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.results.length === 0 ? (
        <EmptyState
          title={filtered ? t('puja.bookings.noMatchTitle') : t('puja.bookings.emptyTitle')}
          description={filtered ? t('puja.bookings.noMatchBody') : t('puja.bookings.emptyBody')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => set({ status: '', pujaId: '', q: '' })}>
                {t('puja.bookings.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <div className={bookings.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <PujaBookingsTable bookings={bookings.data.results} onOpen={setSelected} />
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={(next) => set({ page: next })} />
        </>
      )}

      <PujaBookingDetailsDialog booking={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </section>
  );
}
