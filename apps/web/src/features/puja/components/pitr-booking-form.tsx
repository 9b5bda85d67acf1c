/**
 * The pitr paksha booking form: country (India first and default), name,
 * mobile, package (₹ from India, $ from abroad), date, gotra and ancestors'
 * names, validated by pitrFormSchema (react-hook-form + the contract's field
 * rules). From India the button pays by card; from abroad it opens the PayPal step.
 */
import { useMemo, useRef, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails, PujaDetails } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { SelectField, TextField } from '@/components/ui';
import { displayName, formatCalendarDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { INDIA, currencyOf, dialCode } from '../countries';
import {
  GOTRA_MAX,
  NAME_MAX,
  pitrFormSchema,
  type PitrFormOutput,
  type PitrFormValues,
} from '../form/pitr-form-schema';
import { formatPrice } from '../format';
import { usePitrErrorText } from '../hooks/use-pitr-error-text';
import { AncestorsField } from './ancestors-field';
import type { PaymentFormProps } from './booking-form-frame';
import { CountrySelect } from './country-select';
import { PackageOption } from './package-option';
import { PaySection } from './pay-section';

type PitrBookingFormProps = PaymentFormProps<PitrFormOutput> & {
  puja: PujaDetails;
  /** Package and date chosen on the details page (ignored unless the ritual offers them). */
  initial: { packageCode?: string; date?: string };
};

/** The number we suggest for a country: the customer's own for India, else that country's dialling code. */
const suggestedMobile = (country: string, customer: CustomerDetails | null) =>
  country === INDIA ? (customer?.mobile ?? '') : dialCode(country);

function defaults(puja: PujaDetails, initial: PitrBookingFormProps['initial'], customer: CustomerDetails | null) {
  return {
    country: INDIA,
    customerName: customer ? displayName({ ...customer, mobile: '' }) : '',
    mobile: suggestedMobile(INDIA, customer),
    packageCode: puja.packages.find((pkg) => pkg.code === initial.packageCode)?.code ?? puja.packages[0]?.code ?? '',
    date: puja.dates.find((date) => date === initial.date) ?? puja.dates[0] ?? '',
    gotra: '',
    ancestors: [{ name: '' }],
  } satisfies PitrFormValues;
}

/** Validates the booking and hands the parsed form to `onSubmit`. */
export function PitrBookingForm({ puja, initial, paying, paypalOpen, onSubmit, onCancelPaypal }: PitrBookingFormProps) {
  const { t } = useTranslation('pitr');
  const { customer } = useSession();
  const schema = useMemo(() => pitrFormSchema(puja), [puja]);
  const form = useZodForm(schema, { defaultValues: defaults(puja, initial, customer) });
  const { register, control, getValues, setValue } = form;
  const country = useWatch({ control, name: 'country' });
  const packageCode = useWatch({ control, name: 'packageCode' });
  const india = country === INDIA;
  const currency = currencyOf(country);
  const chosen = puja.packages.find((pkg) => pkg.code === packageCode);
  const amount = chosen ? formatPrice(chosen, currency) : '';
  const errorText = fieldErrors(form, usePitrErrorText());
  const packageError = errorText('packageCode');

  // A number we filled in follows the country; one the customer typed stays.
  const previousCountry = useRef(INDIA as string);
  const onCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const mobile = getValues('mobile').trim();
    if (mobile === '' || mobile === suggestedMobile(previousCountry.current, customer)) {
      setValue('mobile', suggestedMobile(event.target.value, customer));
    }
    previousCountry.current = event.target.value;
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset disabled={paying || paypalOpen} className="flex min-w-0 flex-col gap-6">
        <CountrySelect
          label={t('form.fields.country')}
          error={errorText('country')}
          {...register('country', { onChange: onCountryChange })}
        />

        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label={t('form.fields.customerName')}
            autoComplete="name"
            maxLength={NAME_MAX}
            required
            error={errorText('customerName')}
            {...register('customerName')}
          />
          <TextField
            label={t('form.fields.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            required
            hint={
              india ? t('form.fields.mobileHintIndia') : t('form.fields.mobileHintAbroad', { code: dialCode(country) })
            }
            error={errorText('mobile')}
            {...register('mobile')}
          />
        </div>

        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-gray-800">{t('form.fields.package')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {puja.packages.map((pkg) => (
              <PackageOption key={pkg.code} pkg={pkg} currency={currency} {...register('packageCode')} />
            ))}
          </div>
          {packageError && <p className="mt-1 text-sm text-red-600">{packageError}</p>}
        </fieldset>

        <SelectField label={t('form.fields.date')} error={errorText('date')} {...register('date')}>
          {puja.dates.map((date) => (
            <option key={date} value={date}>
              {formatCalendarDate(date)}
            </option>
          ))}
        </SelectField>

        <TextField
          label={t('form.fields.gotra')}
          hint={t('form.fields.gotraHint')}
          maxLength={GOTRA_MAX}
          error={errorText('gotra')}
          {...register('gotra')}
        />

        <AncestorsField max={chosen?.persons ?? 1} />
      </fieldset>

      <PaySection
        namespace="pitr"
        amount={amount}
        hint={india ? t('form.fields.countryHintIndia') : t('form.fields.countryHintAbroad')}
        label={india ? t('form.payCard', { amount }) : t('form.payPaypal', { amount })}
        paying={paying}
        paypalOpen={paypalOpen}
        disabled={!chosen}
        onCancelPaypal={onCancelPaypal}
      />
    </Form>
  );
}
