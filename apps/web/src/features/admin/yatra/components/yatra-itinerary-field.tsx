/**
 * The yatra's day-by-day plan (useFieldArray): each day has its number, a
 * title, what happens and where the night is spent. Days are added after the
 * last one and can be removed, down to one.
 */
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_YATRA_DAYS } from '@seva/contracts';
import { Button, TextAreaField, TextField } from '@/components/ui';
import { newDay, type YatraFormOutput, type YatraFormValues } from '../form/yatra-form-schema';

type YatraItineraryFieldProps = {
  control: Control<YatraFormValues, unknown, YatraFormOutput>;
  register: UseFormRegister<YatraFormValues>;
  errors: FieldErrors<YatraFormValues>;
};

export function YatraItineraryField({ control, register, errors }: YatraItineraryFieldProps) {
  const { t } = useTranslation('admin');
  const { fields, append, remove } = useFieldArray({ control, name: 'itinerary' });
  const days = useWatch({ control, name: 'itinerary' });
  const f = (key: string, values?: Record<string, unknown>) => t(`yatra.form.itinerary.${key}`, values);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-gray-800">{f('legend')}</legend>
      {errors.itinerary?.root?.message || errors.itinerary?.message ? (
        <p className="text-sm text-red-600">{errors.itinerary.root?.message ?? errors.itinerary.message}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const rowErrors = errors.itinerary?.[index];
          return (
            <li key={field.id} className="rounded-lg border border-gray-200 p-3">
              <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-[6rem_1fr_1fr]">
                <legend className="sr-only">{f('row', { n: index + 1 })}</legend>
                <TextField
                  label={f('day')}
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  error={rowErrors?.day?.message}
                  {...register(`itinerary.${index}.day`, { valueAsNumber: true })}
                />
                <TextField
                  label={f('title')}
                  error={rowErrors?.title?.message}
                  {...register(`itinerary.${index}.title`)}
                />
                <TextField
                  label={f('overnight')}
                  hint={f('overnightHint')}
                  error={rowErrors?.overnight?.message}
                  {...register(`itinerary.${index}.overnight`)}
                />
                <TextAreaField
                  label={f('details')}
                  containerClassName="sm:col-span-3"
                  rows={2}
                  error={rowErrors?.details?.message}
                  {...register(`itinerary.${index}.details`)}
                />
              </fieldset>
              {fields.length > 1 && (
                <Button variant="ghost" size="sm" className="mt-2" onClick={() => remove(index)}>
                  {f('remove', { n: index + 1 })}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {fields.length < MAX_YATRA_DAYS && (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          onClick={() => append(newDay(days.at(-1), fields.length))}
        >
          {f('add')}
        </Button>
      )}
    </fieldset>
  );
}
