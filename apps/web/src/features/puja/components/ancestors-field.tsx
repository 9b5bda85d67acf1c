import { useEffect, useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '@/components/form';
import { Button, TextField } from '@/components/ui';
import { ANCESTOR_MAX, type PitrFormOutput, type PitrFormValues } from '../form/pitr-form-schema';
import { usePitrErrorText } from '../hooks/use-pitr-error-text';

/**
 * The departed ancestors' names for the sankalp: one input to start, "Add
 * another name" up to `max` (the names the chosen package takes, which the
 * hint says), and a remove button on each once there are several; inputs
 * beyond a smaller package's `max` go when it is chosen. Empty inputs are
 * allowed (and dropped from the booking). Inside the pitr booking Form,
 * whose state it reads from context.
 */
export function AncestorsField({ max }: { max: number }) {
  const { t } = useTranslation('pitr');
  const { control, register } = useFormContext<PitrFormValues, unknown, PitrFormOutput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ancestors' });
  const errorText = useFieldErrors(usePitrErrorText());
  const hintId = useId();
  const count = fields.length;
  useEffect(() => {
    if (count > max) remove(Array.from({ length: count - max }, (_, index) => max + index));
  }, [count, max, remove]);

  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-gray-800">{t('form.fields.ancestors')}</legend>
      <p id={hintId} className="mt-1 text-xs text-gray-500">
        {t('form.fields.ancestorsHint', { count: max })}
      </p>
      <ol className="mt-3 flex flex-col gap-3">
        {fields.slice(0, max).map((field, index) => {
          return (
            <li key={field.id} className="flex items-start gap-2">
              <TextField
                containerClassName="min-w-0 flex-1"
                label={t('form.fields.ancestor', { number: index + 1 })}
                autoComplete="off"
                maxLength={ANCESTOR_MAX}
                error={errorText(`ancestors.${index}.name`)}
                {...register(`ancestors.${index}.name`)}
              />
              {fields.length > 1 && (
                <Button
                  variant="ghost"
                  className="mt-6 text-xl leading-none"
                  aria-label={t('form.fields.removeAncestor', { number: index + 1 })}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {count < max && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => append({ name: '' })}>
          {t('form.fields.addAncestor')}
        </Button>
      )}
    </fieldset>
  );
}
