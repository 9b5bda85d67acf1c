import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PujaPackage } from '@seva/contracts';
import { formatPrice } from '../format';

type PackageOptionProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  pkg: PujaPackage;
  /** The price shown: rupees (default) or, for customers abroad, dollars. */
  currency?: 'INR' | 'USD';
  ref?: Ref<HTMLInputElement>;
};

/**
 * A radio card for one package: name, how many names it takes and its price
 * (rupees, or dollars with `currency="USD"`). The rest of the props go to the
 * native radio (name, checked, onChange or react-hook-form's register), so
 * arrow keys move between cards.
 */
export function PackageOption({ pkg, currency = 'INR', ref, ...input }: PackageOptionProps) {
  const { t } = useTranslation('puja');
  return (
    <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary-50 has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
      <input ref={ref} type="radio" value={pkg.code} className="mt-1 size-4 shrink-0 accent-primary" {...input} />
      <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0">
          <span className="block font-semibold text-gray-900">{pkg.name}</span>
          <span className="block text-sm text-gray-600">{t('package.persons', { count: pkg.persons })}</span>
        </span>
        <span className="font-bold text-gray-900">{formatPrice(pkg, currency)}</span>
      </span>
    </label>
  );
}
