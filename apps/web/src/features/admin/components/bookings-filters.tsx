/**
 * The filters above a bookings list: status, which puja (or pitr ritual) and
 * a search by name, mobile or booking id. They live in the URL (useListParams).
 */
import { useTranslation } from 'react-i18next';
import { PUJA_BOOKING_STATUSES, type PujaBookingStatus, type PujaKind } from '@seva/contracts';
import { SelectField } from '@/components/ui';
import { useAdminPujas } from '../api/get-admin-pujas';
import type { BookingsQuery } from '../api/get-booking-lists';
import { SearchField } from './search-field';

/** Pitr bookings never carry a video or prasad status. */
const PITR_STATUSES = PUJA_BOOKING_STATUSES.filter((s) => s !== 'video_sent' && s !== 'prasad_shipped');

/** The status in the URL when it is one, else ''. */
export function asBookingStatus(value: string): PujaBookingStatus | '' {
  return (PUJA_BOOKING_STATUSES as readonly string[]).includes(value) ? (value as PujaBookingStatus) : '';
}

type BookingsFiltersProps = {
  kind: PujaKind;
  query: BookingsQuery;
  set: (changes: Record<string, string>) => void;
};

export function BookingsFilters({ kind, query, set }: BookingsFiltersProps) {
  const { t } = useTranslation('admin');
  const pujas = useAdminPujas({ kind, q: '', active: '', page: 1, pageSize: 100 });
  const statuses = kind === 'pitr' ? PITR_STATUSES : PUJA_BOOKING_STATUSES;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SelectField
        label={t('puja.bookings.statusFilter')}
        value={query.status}
        onChange={(event) => set({ status: event.target.value })}
        containerClassName="w-full sm:max-w-[12rem]"
      >
        <option value="">{t('shop.all')}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {t(`puja.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t(kind === 'pitr' ? 'puja.bookings.ritualFilter' : 'puja.bookings.pujaFilter')}
        value={query.pujaId}
        onChange={(event) => set({ pujaId: event.target.value })}
        containerClassName="w-full sm:max-w-xs"
      >
        <option value="">{t(kind === 'pitr' ? 'puja.bookings.allRituals' : 'puja.bookings.allPujas')}</option>
        {(pujas.data?.results ?? []).map((puja) => (
          <option key={puja._id} value={puja._id}>
            {puja.name}
          </option>
        ))}
      </SelectField>
      <SearchField
        label={t('puja.bookings.search')}
        placeholder={t('puja.bookings.searchPlaceholder')}
        value={query.q}
        onSearch={(q) => set({ q })}
      />
    </div>
  );
}
