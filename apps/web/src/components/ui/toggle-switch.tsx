import { cn } from '@/lib/format';

type ToggleSwitchProps = {
  /** The accessible name ("Mobile Prepaid offered"), or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** The id of the element that explains it. */
  describedBy?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/**
 * An on/off switch (role="switch"): a pill with a knob, orange when on. Imported from this file, not the
 * components/ui index, so only the pages that draw one download it.
 */
export function ToggleSwitch({ label, labelledBy, describedBy, checked, onChange, disabled }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50',
        checked ? 'bg-primary' : 'bg-gray-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
