import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui';
import { countryOptions } from '../countries';

type CountrySelectProps = Omit<ComponentProps<typeof SelectField>, 'children' | 'autoComplete'>;

/**
 * The booking forms' country select: India first (the default, paying by
 * card), then every other country (paying by PayPal), named in the interface
 * language; the values are ISO codes. The rest of the props go to the select
 * (label, error, react-hook-form's register).
 */
export function CountrySelect(props: CountrySelectProps) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <SelectField autoComplete="country" {...props}>
      {countries.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
