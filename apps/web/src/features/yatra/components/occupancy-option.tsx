import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { YATRA_OCCUPANCY_MIN_ADULTS, type YatraOccupancy } from '@seva/contracts';
import { formatRupees } from '@/lib/format';

type OccupancyOptionProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  occupancy: YatraOccupancy;
  /** Per adult, rupees. */
  price: number;
  ref?: Ref<HTMLInputElement>;
};

/** A radio card for one room sharing: its name, the price per adult and the adults it needs. */
export function OccupancyOption({ occupancy, price, ref, ...input }: OccupancyOptionProps) {
  const { t } = useTranslation('yatra');
  const needs = YATRA_OCCUPANCY_MIN_ADULTS[occupancy];
  return (
    <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary-50 has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
      <input ref={ref} type="radio" value={occupancy} className="mt-1 size-4 shrink-0 accent-primary" {...input} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-gray-900">{t(`occupancy.${occupancy}`)}</span>
        <span className="text-sm text-gray-700">{t('occupancy.perAdult', { price: formatRupees(price) })}</span>
        {needs > 1 && <span className="text-xs text-gray-500">{t('occupancy.needs', { count: needs })}</span>}
      </span>
    </label>
  );
}
