/** The filters above the recharge orders: status and a search by number, mobile, reference or order id, in the URL. */
import { useTranslation } from 'react-i18next';
import { RECHARGE_STATUSES, type RechargeStatus } from '@seva/contracts';
import type { RechargeOrdersQuery } from '../api/get-recharge-orders';
import { FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { SearchField } from '../../shared/components/search-field';

/** The status in the URL when it is one, else ''. */
export function asRechargeStatus(value: string): RechargeStatus | '' {
  return (RECHARGE_STATUSES as readonly string[]).includes(value) ? (value as RechargeStatus) : '';
}

type RechargeOrdersFiltersProps = {
  query: RechargeOrdersQuery;
  set: (changes: Record<string, string>) => void;
};

export function RechargeOrdersFilters({ query, set }: RechargeOrdersFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar>
      <FilterSelect
        label={t('recharge.orders.statusFilter')}
        value={query.status}
        all={t('shop.all')}
        options={RECHARGE_STATUSES.map((status) => ({ value: status, label: t(`recharge.status.${status}`) }))}
        onChange={(status) => set({ status })}
        maxWidth="sm:max-w-[12rem]"
      />
      <SearchField
        label={t('recharge.orders.search')}
        placeholder={t('recharge.orders.searchPlaceholder')}
        value={query.q}
        onSearch={(q) => set({ q })}
      />
    </FilterBar>
  );
}
