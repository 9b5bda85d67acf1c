/**
 * Admin → Yatra bookings: newest first, filtered by status, yatra and
 * departure, searched by traveller or booking id, paged; a booking opens in a
 * dialog with its travellers and the status actions (Mark completed, Cancel &
 * refund in full).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminYatraBooking } from '@seva/contracts';
import { Button, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useYatraBookings, type YatraBookingsQuery } from '../api/get-yatra-bookings';
import { ListHeader } from '../components/list-header';
import { ListError, ListSkeleton } from '../components/list-states';
import { Pager } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { YatraBookingDetailsDialog } from '../components/yatra-booking-details-dialog';
import { asYatraBookingStatus, YatraBookingsFilters } from '../components/yatra-bookings-filters';
import { YatraBookingsTable } from '../components/yatra-bookings-table';

const PAGE_SIZE = 20;

export default function YatraBookingsPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: YatraBookingsQuery = {
    status: asYatraBookingStatus(get('status')),
    yatraId: get('yatraId'),
    departureId: get('departureId'),
    q: get('q'),
    page,
    pageSize: PAGE_SIZE,
  };
  const bookings = useYatraBookings(query);
  const [selected, setSelected] = useState<AdminYatraBooking | null>(null);
  const total = bookings.data?.total ?? 0;
  const filtered = Boolean(query.status || query.yatraId || query.departureId || query.q);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('yatra.bookings.title')}
        count={bookings.data ? t('yatra.bookings.count', { count: total }) : undefined}
      />

      <YatraBookingsFilters query={query} set={set} />

      {bookings.isPending ? (
        <ListSkeleton rows={8} />
      ) : bookings.isError ? (
        <ListError
          message={errorMessage(bookings.error, t('yatra.bookings.loadFailed'))}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.results.length === 0 ? (
        <EmptyState
          title={filtered ? t('yatra.bookings.noMatchTitle') : t('yatra.bookings.emptyTitle')}
          description={filtered ? t('yatra.bookings.noMatchBody') : t('yatra.bookings.emptyBody')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => set({ status: '', yatraId: '', departureId: '', q: '' })}>
                {t('yatra.bookings.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <div className={bookings.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <YatraBookingsTable bookings={bookings.data.results} onOpen={setSelected} />
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={(next) => set({ page: next })} />
        </>
      )}

      <YatraBookingDetailsDialog booking={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </section>
  );
}
