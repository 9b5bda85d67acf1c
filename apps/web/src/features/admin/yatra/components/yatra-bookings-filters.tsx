/**
 * The filters above the yatra bookings: status, which yatra, which of its
 * departures (once a yatra is chosen) and a search by traveller or booking
 * id. They live in the URL (useListParams); a new yatra clears the departure.
 */
import { useTranslation } from 'react-i18next';
import { YATRA_BOOKING_STATUSES, type YatraBookingStatus } from '@seva/contracts';
import { useAdminYatras } from '../api/get-admin-yatras';
import type { YatraBookingsQuery } from '../api/get-yatra-bookings';
import { formatCalendarDate } from '../../shared/format';
import { FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { SearchField } from '../../shared/components/search-field';

/** The status in the URL when it is one, else ''. */
export function asYatraBookingStatus(value: string): YatraBookingStatus | '' {
  return (YATRA_BOOKING_STATUSES as readonly string[]).includes(value) ? (value as YatraBookingStatus) : '';
}

type YatraBookingsFiltersProps = {
  query: YatraBookingsQuery;
  set: (changes: Record<string, string>) => void;
};

export function YatraBookingsFilters({ query, set }: YatraBookingsFiltersProps) {
  const { t } = useTranslation('admin');
  const yatras = useAdminYatras({ q: '', active: '', hindi: '', page: 1, pageSize: 100 });
  const list = yatras.data?.results ?? [];
  const departures = list.find((yatra) => yatra._id === query.yatraId)?.departures ?? [];
  return (
    <FilterBar>
      <FilterSelect
        label={t('yatra.bookings.statusFilter')}
        value={query.status}
        all={t('shop.all')}
        options={YATRA_BOOKING_STATUSES.map((status) => ({ value: status, label: t(`yatra.status.${status}`) }))}
        onChange={(status) => set({ status })}
        maxWidth="sm:max-w-[12rem]"
      />
      <FilterSelect
        label={t('yatra.bookings.yatraFilter')}
        value={query.yatraId}
        all={t('yatra.bookings.allYatras')}
        options={list.map((yatra) => ({ value: yatra._id, label: yatra.name }))}
        onChange={(yatraId) => set({ yatraId, departureId: '' })}
        maxWidth="sm:max-w-xs"
      />
      <FilterSelect
        label={t('yatra.bookings.departureFilter')}
        value={query.departureId}
        all={t('yatra.bookings.allDepartures')}
        options={departures.map((departure) => ({
          value: departure._id,
          label: formatCalendarDate(departure.startDate),
        }))}
        onChange={(departureId) => set({ departureId })}
        maxWidth="sm:max-w-[14rem]"
        disabled={!query.yatraId}
      />
      <SearchField
        label={t('yatra.bookings.search')}
        placeholder={t('yatra.bookings.searchPlaceholder')}
        value={query.q}
        onSearch={(q) => set({ q })}
      />
    </FilterBar>
  );
}
