/**
 * The puja booking form: package, date, as many name inputs as the package
 * takes, gotra, sankalp wish and prasad address, validated by
 * bookingFormSchema (react-hook-form + zod), then "Pay ₹X".
 */
import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { Button, SelectField, TextAreaField, TextField } from '@/components/ui';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import {
  GOTRA_MAX,
  NAME_MAX,
  SANKALP_MAX,
  bookingFormSchema,
  type BookingFormOutput,
  type BookingFormValues,
} from './booking-form-schema';
import { PackageOption } from './package-option';
import { PrasadAddressField } from './prasad-address-field';

type BookingFormProps = {
  puja: PujaDetails;
  /** Package and date chosen on the details page (ignored unless the puja offers them). */
  initial: { packageCode?: string; date?: string };
  paying: boolean;
  onSubmit: (values: BookingFormOutput) => void;
};

function defaults(puja: PujaDetails, initial: BookingFormProps['initial'], ownName: string): BookingFormValues {
  const most = Math.max(1, ...puja.packages.map((pkg) => pkg.persons));
  return {
    packageCode: puja.packages.find((pkg) => pkg.code === initial.packageCode)?.code ?? puja.packages[0]?.code ?? '',
    date: puja.dates.find((date) => date === initial.date) ?? puja.dates[0] ?? '',
    devotees: [ownName, ...Array.from({ length: most - 1 }, () => '')],
    gotra: '',
    sankalp: '',
    prasadAddressId: '',
  };
}

/** Validates the booking and hands the parsed form to `onSubmit`; everything is disabled while `paying`. */
export function BookingForm({ puja, initial, paying, onSubmit }: BookingFormProps) {
  const { t } = useTranslation('puja');
  const { customer } = useSession();
  const ownName = [customer?.firstname, customer?.lastname].filter(Boolean).join(' ').trim();
  const schema = useMemo(() => bookingFormSchema(puja), [puja]);
  const hintId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults(puja, initial, ownName),
  });
  const packageCode = useWatch({ control, name: 'packageCode' });
  const sankalp = useWatch({ control, name: 'sankalp' });
  const chosen = puja.packages.find((pkg) => pkg.code === packageCode);
  const persons = chosen?.persons ?? 1;
  const message = (key: string | undefined, max?: number) => (key ? t(key, { max }) : undefined);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-6">
      <fieldset disabled={paying} className="flex min-w-0 flex-col gap-6">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-gray-800">{t('book.fields.package')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {puja.packages.map((pkg) => (
              <PackageOption key={pkg.code} pkg={pkg} {...register('packageCode')} />
            ))}
          </div>
          {errors.packageCode && <p className="mt-1 text-sm text-red-600">{message(errors.packageCode.message)}</p>}
        </fieldset>

        <SelectField label={t('book.fields.date')} error={message(errors.date?.message)} {...register('date')}>
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
                error={message(errors.devotees?.[index]?.message, NAME_MAX)}
                {...register(`devotees.${index}`)}
              />
            ))}
          </div>
        </fieldset>

        <TextField
          label={t('book.fields.gotra')}
          hint={t('book.fields.gotraHint')}
          maxLength={GOTRA_MAX}
          error={message(errors.gotra?.message, GOTRA_MAX)}
          {...register('gotra')}
        />

        <TextAreaField
          label={t('book.fields.sankalp')}
          hint={t('book.fields.sankalpHint', { count: sankalp.length, max: SANKALP_MAX })}
          maxLength={SANKALP_MAX}
          rows={3}
          error={message(errors.sankalp?.message, SANKALP_MAX)}
          {...register('sankalp')}
        />

        <PrasadAddressField registration={register('prasadAddressId')} />
      </fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" loading={paying} disabled={!chosen}>
        {t('book.pay', { amount: formatRupees(chosen?.price ?? 0) })}
      </Button>
    </form>
  );
}
