import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONSULTANCY_TIMES } from '@seva/contracts';

type TimeChoiceProps = { field: UseFormRegisterReturn<'preferredTime'>; error?: string };

/** The preferred time of the call as three chips that are native radios underneath (arrow keys move between them). */
export function TimeChoice({ field, error }: TimeChoiceProps) {
  const { t } = useTranslation('consultancy');
  const errorId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{t('form.time')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CONSULTANCY_TIMES.map((time) => (
          <label
            key={time}
            className="flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              value={time}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...field}
            />
            <span className="font-semibold text-gray-900">{t(`times.${time}.label`)}</span>
            <span className="text-xs text-gray-600">{t(`times.${time}.hours`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
