/**
 * The filters above a bookings list: status (or all being fulfilled), which puja (or pitr ritual) and
 * a search by name, mobile or booking id. They live in the URL (useListParams).
 */
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES_IN_FULFILMENT, PUJA_BOOKING_STATUSES, type PujaKind } from '@seva/contracts';
import { useAdminPujas } from '../api/get-admin-pujas';
import type { BookingsQuery } from '../api/get-booking-lists';
import { asStatusFilter, FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { SearchField } from '../../shared/components/search-field';

/** Pitr bookings never carry the prasad status (no prasad is posted). */
const PITR_STATUSES = PUJA_BOOKING_STATUSES.filter((s) => s !== 'prasad_shipped');

/** The overview's open bookings (all being fulfilled) as one choice of the status filter. */
const IN_FULFILMENT = BOOKING_STATUSES_IN_FULFILMENT.join(',');

/** The status filter in the URL: one status, the open bookings, or '' (all). */
export const asBookingStatus = (value: string) =>
  asStatusFilter(value, PUJA_BOOKING_STATUSES, BOOKING_STATUSES_IN_FULFILMENT);

type BookingsFiltersProps = {
  kind: PujaKind;
  query: BookingsQuery;
  set: (changes: Record<string, string>) => void;
};

export function BookingsFilters({ kind, query, set }: BookingsFiltersProps) {
  const { t } = useTranslation('admin');
  const pujas = useAdminPujas({ kind, q: '', active: '', hindi: '', page: 1, pageSize: 100 });
  const statuses = kind === 'pitr' ? PITR_STATUSES : PUJA_BOOKING_STATUSES;
  return (
    <FilterBar>
      <FilterSelect
        label={t('puja.bookings.statusFilter')}
        value={query.status}
        all={t('shop.all')}
        options={[
          { value: IN_FULFILMENT, label: t('puja.bookings.inFulfilment') },
          ...statuses.map((status) => ({ value: status, label: t(`puja.status.${status}`) })),
        ]}
        onChange={(status) => set({ status })}
        maxWidth="sm:max-w-[12rem]"
      />
      <FilterSelect
        label={t(kind === 'pitr' ? 'puja.bookings.ritualFilter' : 'puja.bookings.pujaFilter')}
        value={query.pujaId}
        all={t(kind === 'pitr' ? 'puja.bookings.allRituals' : 'puja.bookings.allPujas')}
        options={(pujas.data?.results ?? []).map((puja) => ({ value: puja._id, label: puja.name }))}
        onChange={(pujaId) => set({ pujaId })}
        maxWidth="sm:max-w-xs"
      />
      <SearchField
        label={t('puja.bookings.search')}
        placeholder={t('puja.bookings.searchPlaceholder')}
        value={query.q}
        onSearch={(q) => set({ q })}
      />
    </FilterBar>
  );
}
