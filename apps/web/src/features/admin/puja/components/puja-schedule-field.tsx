/**
 * When a puja is performed, as the editor sets it: every week on a weekday,
 * every N days, or on fixed dates (festivals, Pitru Paksha) added one by one
 * (useFieldArray). Dates are India's calendar dates.
 */
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_FIXED_DATES } from '@seva/contracts';
import { Button, SelectField, TextField } from '@/components/ui';
import { SCHEDULE_MODES, type PujaFormOutput, type PujaFormValues } from '../form/puja-form-schema';

type PujaScheduleFieldProps = {
  control: Control<PujaFormValues, unknown, PujaFormOutput>;
  register: UseFormRegister<PujaFormValues>;
  errors: FieldErrors<PujaFormValues>;
};

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export function PujaScheduleField({ control, register, errors }: PujaScheduleFieldProps) {
  const { t } = useTranslation('admin');
  const mode = useWatch({ control, name: 'scheduleMode' });
  const { fields, append, remove } = useFieldArray({ control, name: 'fixedDates' });
  const datesError = errors.fixedDates?.root?.message ?? errors.fixedDates?.message;

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
            error={errors.weekday?.message}
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
          <TextField
            label={t('puja.form.schedule.everyDays')}
            type="number"
            inputMode="numeric"
            min="1"
            max="365"
            step="1"
            hint={t('puja.form.schedule.everyDaysHint')}
            error={errors.everyDays?.message}
            {...register('everyDays', { valueAsNumber: true })}
          />
        )}
      </div>
      {mode === 'fixedDates' && (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-gray-500">{t('puja.form.schedule.datesHint')}</p>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {fields.map((field, index) => (
              <li key={field.id} className="flex items-end gap-2">
                <TextField
                  label={t('puja.form.schedule.date', { number: index + 1 })}
                  type="date"
                  containerClassName="flex-1"
                  error={errors.fixedDates?.[index]?.date?.message}
                  {...register(`fixedDates.${index}.date`)}
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
