/**
 * The personal details both registrations ask for (SPEC §3 signup fields):
 * first and last name, e-mail, mobile, gender, country, state, city,
 * address and PIN code, in that order, for a two-column form grid. `field`
 * gives each input its react-hook-form registration and, where the form
 * checks on the client, its worded error.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@seva/contracts';
import { SelectField, TextField } from '@/components/ui';

export type PersonalField =
  'firstName' | 'lastName' | 'email' | 'mobile' | 'gender' | 'country' | 'state' | 'city' | 'address' | 'pincode';

type PersonalFieldsProps = {
  field: (name: PersonalField) => UseFormRegisterReturn & { error?: string };
};

export function PersonalFields({ field }: PersonalFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField label={t('signup.firstName')} autoComplete="given-name" data-autofocus="" {...field('firstName')} />
      <TextField label={t('signup.lastName')} autoComplete="family-name" {...field('lastName')} />
      <TextField label={t('signup.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('login.mobileLabel')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('login.mobilePlaceholder')}
        maxLength={20}
        {...field('mobile')}
      />
      <SelectField label={t('signup.gender')} {...field('gender')}>
        <option value="">{t('signup.genderPlaceholder')}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`signup.genders.${gender}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('signup.country')} autoComplete="country-name" {...field('country')} />
      <TextField label={t('signup.state')} autoComplete="address-level1" {...field('state')} />
      <TextField label={t('signup.city')} autoComplete="address-level2" {...field('city')} />
      <TextField
        label={t('signup.address')}
        autoComplete="street-address"
        containerClassName="sm:col-span-2"
        {...field('address')}
      />
      <TextField
        label={t('signup.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        {...field('pincode')}
      />
    </>
  );
}
