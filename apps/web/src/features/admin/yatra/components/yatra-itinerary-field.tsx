/**
 * The yatra's day-by-day plan (useFieldArray): each day has its number, a
 * title, what happens and where the night is spent, each text with its Hindi
 * beside it (`lang="hi"`), so a day and its Hindi stay paired. Days are added
 * after the last one and can be removed, down to one.
 */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_YATRA_DAYS } from '@seva/contracts';
import { Button } from '@/components/ui';
import { FormNumberField, FormTextAreaField, FormTextField } from '../../shared/components/form-fields';
import { newDay, type YatraFormValues } from '../form/yatra-form-schema';

/** The itinerary of the surrounding Form's yatra. */
export function YatraItineraryField() {
  const { t } = useTranslation('admin');
  const { control, formState } = useFormContext<YatraFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'itinerary' });
  const days = useWatch({ control, name: 'itinerary' });
  const f = (key: string, values?: Record<string, unknown>) => t(`yatra.form.itinerary.${key}`, values);
  const hindi = (key: string) => t('content.hindi.inHindi', { label: f(key) });
  const listError = formState.errors.itinerary?.root?.message ?? formState.errors.itinerary?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-gray-800">{f('legend')}</legend>
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-gray-200 p-3">
            <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-[6rem_1fr_1fr]">
              <legend className="sr-only">{f('row', { n: index + 1 })}</legend>
              <FormNumberField name={`itinerary.${index}.day`} label={f('day')} min="1" />
              <FormTextField name={`itinerary.${index}.title`} label={f('title')} />
              <FormTextField name={`itinerary.${index}.titleHi`} label={hindi('title')} lang="hi" />
              <FormTextField
                name={`itinerary.${index}.overnight`}
                label={f('overnight')}
                hint={f('overnightHint')}
                containerClassName="sm:col-start-2"
              />
              <FormTextField name={`itinerary.${index}.overnightHi`} label={hindi('overnight')} lang="hi" />
              <FormTextAreaField
                name={`itinerary.${index}.details`}
                label={f('details')}
                containerClassName="sm:col-start-2"
                rows={2}
              />
              <FormTextAreaField name={`itinerary.${index}.detailsHi`} label={hindi('details')} lang="hi" rows={2} />
            </fieldset>
            {fields.length > 1 && (
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => remove(index)}>
                {f('remove', { n: index + 1 })}
              </Button>
            )}
          </li>
        ))}
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
