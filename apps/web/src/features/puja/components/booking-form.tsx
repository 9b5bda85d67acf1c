/**
 * The puja booking form: where the customer pays from (India first and
 * default), package (₹ from India, $ from abroad), date, as many name inputs
 * as the package takes, gotra, sankalp wish and prasad address (the newest
 * saved one unless the customer turns delivery off), validated by
 * bookingFormSchema (react-hook-form + zod). From India the button pays by
 * card ("Pay ₹X"); from abroad it opens the PayPal step.
 */
import { useCallback, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { SelectField, TextAreaField, TextField } from '@/components/ui';
import { formatCalendarDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { INDIA, currencyOf } from '../countries';
import {
  GOTRA_MAX,
  NAME_MAX,
  SANKALP_MAX,
  bookingFormSchema,
  fieldMax,
  type BookingFormOutput,
  type BookingFormValues,
} from '../form/booking-form-schema';
import { formatPrice } from '../format';
import { useDefaultPrasadAddress } from '../hooks/use-default-prasad-address';
import type { PaymentFormProps } from './booking-form-frame';
import { CountrySelect } from './country-select';
import { PackageOption } from './package-option';
import { PaySection } from './pay-section';
import { PrasadAddressField } from './prasad-address-field';

type BookingFormProps = PaymentFormProps<BookingFormOutput> & {
  puja: PujaDetails;
  /** Package and date chosen on the details page (ignored unless the puja offers them). */
  initial: { packageCode?: string; date?: string };
};

function defaults(puja: PujaDetails, initial: BookingFormProps['initial'], ownName: string): BookingFormValues {
  const most = Math.max(1, ...puja.packages.map((pkg) => pkg.persons));
  return {
    country: INDIA,
    packageCode: puja.packages.find((pkg) => pkg.code === initial.packageCode)?.code ?? puja.packages[0]?.code ?? '',
    date: puja.dates.find((date) => date === initial.date) ?? puja.dates[0] ?? '',
    devotees: [ownName, ...Array.from({ length: most - 1 }, () => '')],
    gotra: '',
    sankalp: '',
    prasadAddressId: '',
  };
}

/** Validates the booking and hands the parsed form to `onSubmit`. */
export function BookingForm({ puja, initial, paying, paypalOpen, onSubmit, onCancelPaypal }: BookingFormProps) {
  const { t } = useTranslation('puja');
  const { customer } = useSession();
  const ownName = [customer?.firstname, customer?.lastname].filter(Boolean).join(' ').trim();
  const schema = useMemo(() => bookingFormSchema(puja), [puja]);
  const hintId = useId();
  const form = useZodForm(schema, { defaultValues: defaults(puja, initial, ownName) });
  const { register, control, setValue } = form;
  useDefaultPrasadAddress(useCallback((addressId) => setValue('prasadAddressId', addressId), [setValue]));
  const country = useWatch({ control, name: 'country' });
  const packageCode = useWatch({ control, name: 'packageCode' });
  const sankalp = useWatch({ control, name: 'sankalp' });
  const india = country === INDIA;
  const currency = currencyOf(country);
  const chosen = puja.packages.find((pkg) => pkg.code === packageCode);
  const amount = chosen ? formatPrice(chosen, currency) : '';
  const persons = chosen?.persons ?? 1;
  // The messages are puja.json keys.
  const errorText = fieldErrors(form, ({ message = '' }, name) => t(message, { max: fieldMax(name) }));
  const packageError = errorText('packageCode');

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset disabled={paying || paypalOpen} className="flex min-w-0 flex-col gap-6">
        <CountrySelect label={t('book.fields.country')} error={errorText('country')} {...register('country')} />

        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-gray-800">{t('book.fields.package')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {puja.packages.map((pkg) => (
              <PackageOption key={pkg.code} pkg={pkg} currency={currency} {...register('packageCode')} />
            ))}
          </div>
          {packageError && <p className="mt-1 text-sm text-red-600">{packageError}</p>}
        </fieldset>

        <SelectField label={t('book.fields.date')} error={errorText('date')} {...register('date')}>
          {puja.dates.map((date) => (
            <option key={date} value={date}>
              {formatCalendarDate(date)}
            </option>
          ))}
        </SelectField>

        <fieldset className="min-w-0" aria-describedby={hintId}>
          <legend className="text-sm font-medium text-gray-800">{t('book.fields.devotees')}</legend>
          <p id={hintId} className="mt-1 text-xs text-gray-500">
            {t('book.fields.devoteesHint', { count: persons })}
          </p>
          <div className="mt-3 flex flex-col gap-3">
            {Array.from({ length: persons }, (_, index) => (
              <TextField
                key={index}
                label={t('book.fields.devotee', { number: index + 1 })}
                autoComplete={index === 0 ? 'name' : 'off'}
                maxLength={NAME_MAX}
                required={index === 0}
                error={errorText(`devotees.${index}`)}
                {...register(`devotees.${index}`)}
              />
            ))}
          </div>
        </fieldset>

        <TextField
          label={t('book.fields.gotra')}
          hint={t('book.fields.gotraHint')}
          maxLength={GOTRA_MAX}
          error={errorText('gotra')}
          {...register('gotra')}
        />

        <TextAreaField
          label={t('book.fields.sankalp')}
          hint={t('book.fields.sankalpHint', { count: sankalp.length, max: SANKALP_MAX })}
          maxLength={SANKALP_MAX}
          rows={3}
          error={errorText('sankalp')}
          {...register('sankalp')}
        />

        <PrasadAddressField registration={register('prasadAddressId')} abroad={!india} />
      </fieldset>

      <PaySection
        namespace="puja"
        amount={amount}
        hint={india ? t('book.fields.countryHintIndia') : t('book.fields.countryHintAbroad')}
        label={india ? t('book.pay', { amount }) : t('book.payPaypal', { amount })}
        paying={paying}
        paypalOpen={paypalOpen}
        disabled={!chosen}
        onCancelPaypal={onCancelPaypal}
      />
    </Form>
  );
}
