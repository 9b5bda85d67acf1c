/**
 * Admin → Yatra bookings: newest first, filtered by status, yatra and
 * departure, searched by traveller or booking id, paged; a booking opens in a
 * dialog with its travellers and the status actions (Mark completed, Cancel &
 * refund in full).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminYatraBooking } from '@seva/contracts';
import { useYatraBookings, type YatraBookingsQuery } from '../api/get-yatra-bookings';
import { ListHeader } from '../../shared/components/list-header';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { useListParams } from '../../shared/hooks/use-list-params';
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
  const filtered = Boolean(query.status || query.yatraId || query.departureId || query.q);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('yatra.bookings.title')}
        count={bookings.data ? t('yatra.bookings.count', { count: bookings.data.total }) : undefined}
      />

      <YatraBookingsFilters query={query} set={set} />

      <PagedList
        list={bookings}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'yatra.bookings')}
        onClearFilters={filtered ? () => set({ status: '', yatraId: '', departureId: '', q: '' }) : undefined}
      >
        {(results) => <YatraBookingsTable bookings={results} onOpen={setSelected} />}
      </PagedList>

      <YatraBookingDetailsDialog booking={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </section>
  );
}
