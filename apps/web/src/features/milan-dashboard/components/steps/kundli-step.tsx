/**
 * Step 5, kundli: birth time (HH:MM, India time) and birth place from
 * BIRTH_PLACES. Both are optional; without them kundli matching is not
 * computed (DOMAIN: "not computable", never a rejection), which the step
 * says before the member decides.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui';
import { formatCalendarDate } from '@/lib/format';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { BirthPlaceCombobox } from '../birth-place-combobox';

export function KundliStep() {
  const { t } = useTranslation('milanDashboard');
  const { register, control } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  const dateOfBirth = useWatch({ control, name: 'matrimony.dateOfBirth' });
  const birthDate = typeof dateOfBirth === 'string' ? formatCalendarDate(dateOfBirth) : '';

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg bg-primary-50 p-4 text-sm text-gray-800">
        <p>{t('edit.kundli.intro')}</p>
        <p className="mt-2 font-medium">{t('edit.kundli.notComputed')}</p>
        <p className="mt-2 text-gray-600">{t('edit.kundli.privacy')}</p>
      </div>
      <p className="text-sm text-gray-700">
        {birthDate ? t('edit.kundli.dateOfBirth', { date: birthDate }) : t('edit.kundli.noDateOfBirth')}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('edit.fields.birthTime')}
          type="time"
          hint={t('edit.fields.birthTimeHint')}
          error={errorOf('matrimony.birthTime')}
          {...register('matrimony.birthTime', { setValueAs: (value: unknown) => (value ? value : null) })}
        />
        <Controller
          control={control}
          name="matrimony.birthPlace"
          render={({ field }) => (
            <BirthPlaceCombobox
              label={t('edit.fields.birthPlace')}
              hint={t('edit.fields.birthPlaceHint')}
              value={typeof field.value === 'string' ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('matrimony.birthPlace')}
            />
          )}
        />
      </div>
    </div>
  );
}
