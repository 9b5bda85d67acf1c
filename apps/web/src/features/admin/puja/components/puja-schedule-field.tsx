/**
 * When a puja is performed, as the editor sets it: every week on a weekday,
 * every N days, or on fixed dates (festivals, Pitru Paksha) added one by one
 * (useFieldArray). Dates are India's calendar dates.
 */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_FIXED_DATES } from '@seva/contracts';
import { useFieldErrors } from '@/components/form';
import { Button, SelectField } from '@/components/ui';
import { FormNumberField, FormTextField } from '../../shared/components/form-fields';
import { schemaMessage } from '../../shared/form/schema-message';
import { SCHEDULE_MODES, type PujaFormValues } from '../form/puja-form-schema';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The schedule of the surrounding Form's puja (its mode and the mode's fields). */
export function PujaScheduleField() {
  const { t } = useTranslation('admin');
  const { control, register, formState } = useFormContext<PujaFormValues>();
  const errorText = useFieldErrors<PujaFormValues>(schemaMessage);
  const mode = useWatch({ control, name: 'scheduleMode' });
  const { fields, append, remove } = useFieldArray({ control, name: 'fixedDates' });
  const datesError = formState.errors.fixedDates?.root?.message ?? formState.errors.fixedDates?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-800">{t('puja.form.schedule.legend')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label={t('puja.form.schedule.mode')} {...register('scheduleMode')}>
          {SCHEDULE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`puja.form.schedule.modes.${m}`)}
            </option>
          ))}
        </SelectField>
        {mode === 'weekday' && (
          <SelectField
            label={t('puja.form.schedule.weekday')}
            error={errorText('weekday')}
            {...register('weekday', { valueAsNumber: true })}
          >
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {t(`puja.form.schedule.weekdays.${day}`)}
              </option>
            ))}
          </SelectField>
        )}
        {mode === 'everyDays' && (
          <FormNumberField
            name="everyDays"
            label={t('puja.form.schedule.everyDays')}
            min="1"
            max="365"
            hint={t('puja.form.schedule.everyDaysHint')}
          />
        )}
      </div>
      {mode === 'fixedDates' && (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-gray-500">{t('puja.form.schedule.datesHint')}</p>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {fields.map((field, index) => (
              <li key={field.id} className="flex items-end gap-2">
                <FormTextField
                  name={`fixedDates.${index}.date`}
                  label={t('puja.form.schedule.date', { number: index + 1 })}
                  type="date"
                  containerClassName="flex-1"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="mb-1"
                  aria-label={t('puja.form.schedule.removeDate', { number: index + 1 })}
                  onClick={() => remove(index)}
                >
                  {t('puja.form.packages.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
          {datesError && (
            <p role="alert" className="text-sm text-red-600">
              {datesError}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="w-fit"
            disabled={fields.length >= MAX_FIXED_DATES}
            onClick={() => append({ date: '' })}
          >
            {t('puja.form.schedule.addDate')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
