/**
 * The filters above the yatra bookings: status, which yatra, which of its
 * departures (once a yatra is chosen) and a search by traveller or booking
 * id. They live in the URL (useListParams); a new yatra clears the departure.
 */
import { useTranslation } from 'react-i18next';
import { YATRA_BOOKING_STATUSES, type YatraBookingStatus } from '@seva/contracts';
import { SelectField } from '@/components/ui';
import { useAdminYatras } from '../api/get-admin-yatras';
import type { YatraBookingsQuery } from '../api/get-yatra-bookings';
import { formatCalendarDate } from '../format';
import { SearchField } from './search-field';

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
  const yatras = useAdminYatras({ q: '', active: '', page: 1, pageSize: 100 });
  const list = yatras.data?.results ?? [];
  const departures = list.find((yatra) => yatra._id === query.yatraId)?.departures ?? [];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SelectField
        label={t('yatra.bookings.statusFilter')}
        value={query.status}
        onChange={(event) => set({ status: event.target.value })}
        containerClassName="w-full sm:max-w-[12rem]"
      >
        <option value="">{t('shop.all')}</option>
        {YATRA_BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`yatra.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('yatra.bookings.yatraFilter')}
        value={query.yatraId}
        onChange={(event) => set({ yatraId: event.target.value, departureId: '' })}
        containerClassName="w-full sm:max-w-xs"
      >
        <option value="">{t('yatra.bookings.allYatras')}</option>
        {list.map((yatra) => (
          <option key={yatra._id} value={yatra._id}>
            {yatra.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('yatra.bookings.departureFilter')}
        value={query.departureId}
        disabled={!query.yatraId}
        onChange={(event) => set({ departureId: event.target.value })}
        containerClassName="w-full sm:max-w-[14rem]"
      >
        <option value="">{t('yatra.bookings.allDepartures')}</option>
        {departures.map((departure) => (
          <option key={departure._id} value={departure._id}>
            {formatCalendarDate(departure.startDate)}
          </option>
        ))}
      </SelectField>
      <SearchField
        label={t('yatra.bookings.search')}
        placeholder={t('yatra.bookings.searchPlaceholder')}
        value={query.q}
        onSearch={(q) => set({ q })}
      />
    </div>
  );
}
