/**
 * The row of filters above an admin list (stacked on narrow screens), its
 * selects, and the state filter the catalogue lists share: all, active only
 * or hidden only. Filters live in the URL (useListParams).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui';
import { cn } from '@/lib/format';

export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{children}</div>;
}

type FilterSelectProps = {
  label: string;
  /** The applied value; '' for no filter. */
  value: string;
  /** The first option's text, the one that filters nothing (''). */
  all: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** How wide it may grow beside the others, as a Tailwind class (`sm:max-w-xs`); full width when stacked. */
  maxWidth: string;
  disabled?: boolean;
};

/** One filter of the row: a select whose first option is "all". */
export function FilterSelect({ label, value, all, options, onChange, maxWidth, disabled }: FilterSelectProps) {
  return (
    <SelectField
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      containerClassName={cn('w-full', maxWidth)}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The status filter in the URL when it is one of `statuses`, or `queue` (several statuses
 * joined by commas, as the overview links to them); else '' (all).
 */
export function asStatusFilter(value: string, statuses: readonly string[], queue?: readonly string[]): string {
  if (statuses.includes(value)) return value;
  return queue && value === queue.join(',') ? value : '';
}

/** The state in the URL ('true' active, 'false' hidden) when it is one, else '' (all). */
export function asActive(value: string): 'true' | 'false' | '' {
  return value === 'true' || value === 'false' ? value : '';
}

export function ActiveFilter({ value, onChange }: { value: 'true' | 'false' | ''; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <FilterSelect
      label={t('shop.products.state')}
      value={value}
      all={t('shop.all')}
      options={[
        { value: 'true', label: t('shop.active') },
        { value: 'false', label: t('shop.inactive') },
      ]}
      onChange={onChange}
      maxWidth="sm:max-w-[10rem]"
    />
  );
}
