import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

type QuantityStepperProps = {
  value: number;
  min?: number;
  max: number;
  onChange: (next: number) => void;
  disabled?: boolean;
  /** Names the group, e.g. "Quantity of Rudraksha Mala". */
  label: string;
  className?: string;
};

const stepClass =
  'grid size-10 place-items-center text-lg font-bold text-gray-700 hover:bg-primary-50 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40';

/** − value + between `min` and `max`; each step calls `onChange` with the new quantity. */
export function QuantityStepper({ value, min = 1, max, onChange, disabled, label, className }: QuantityStepperProps) {
  const { t } = useTranslation('shop');
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white', className)}
    >
      <button
        type="button"
        className={stepClass}
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-10 px-2 text-center font-semibold text-gray-900">
        {value}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label={t('quantity.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
