/**
 * The edit-profile steps as an ordered list of buttons: the current one has
 * aria-current="step"; a step with errors says so in words as the button's
 * description (not by colour only); the visible "Step 2 of 7: …" line
 * describes the whole list. Clicking a later step goes through the same
 * check as Next (the page decides); earlier steps open at once.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';
import { EDIT_STEPS, type EditStep } from '../form/steps';

type StepperProps = {
  current: EditStep;
  /** Steps whose fields have errors now. */
  withErrors: ReadonlySet<EditStep>;
  onSelect: (step: EditStep) => void;
};

export function Stepper({ current, withErrors, onSelect }: StepperProps) {
  const { t } = useTranslation('milanDashboard');
  const positionId = useId();
  const index = EDIT_STEPS.indexOf(current);

  return (
    <nav aria-label={t('edit.stepper.label')} aria-describedby={positionId}>
      <p id={positionId} className="mb-2 text-sm font-medium text-gray-600">
        {t('edit.stepper.position', { current: index + 1, total: EDIT_STEPS.length, name: t(`edit.steps.${current}`) })}
      </p>
      <ol className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:flex-wrap">
        {EDIT_STEPS.map((step, i) => {
          const isCurrent = step === current;
          const hasErrors = withErrors.has(step);
          return (
            <li key={step} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={isCurrent ? 'step' : undefined}
                aria-describedby={hasErrors ? `${positionId}-${step}-errors` : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isCurrent
                    ? 'border-primary bg-primary text-white'
                    : i < index
                      ? 'border-primary-200 bg-primary-50 text-primary'
                      : 'border-gray-200 bg-white text-gray-700 hover:border-primary-200',
                  hasErrors && !isCurrent && 'border-red-400 text-red-700',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-6 place-items-center rounded-full text-xs',
                    isCurrent ? 'bg-white text-primary' : 'bg-gray-100 text-gray-700',
                    hasErrors && 'bg-red-100 text-red-700',
                  )}
                >
                  {hasErrors ? '!' : i + 1}
                </span>
                <span>{t(`edit.steps.${step}`)}</span>
                {hasErrors && (
                  <span id={`${positionId}-${step}-errors`} hidden>
                    {t('edit.stepper.hasErrors')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
