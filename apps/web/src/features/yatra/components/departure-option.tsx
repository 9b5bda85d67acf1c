import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { YATRA_BOOKING_CLOSES_DAYS, type YatraDeparture } from '@seva/contracts';
import { formatDateRange } from '../format';
import { SeatsLeft } from './seats-left';

type DepartureOptionProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'disabled'> & {
  departure: YatraDeparture;
  /** Disables the radio whatever the departure says (while paying). */
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A radio card for one departure: its dates and seats left. A full one, or
 * one whose booking has closed, stays listed but disabled, saying why. The
 * rest of the props go to the native radio (name, checked, onChange or
 * react-hook-form's register), so arrow keys move between cards.
 */
export function DepartureOption({ departure, disabled = false, ref, ...input }: DepartureOptionProps) {
  const { t } = useTranslation('yatra');
  const reasonId = useId();
  const full = departure.seatsLeft <= 0;
  const open = departure.bookable && !full;
  return (
    <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary-50 has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
      <input
        ref={ref}
        type="radio"
        value={departure._id}
        disabled={!open || disabled}
        aria-describedby={open ? undefined : reasonId}
        className="mt-1 size-4 shrink-0 accent-primary"
        {...input}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={open ? 'font-semibold text-gray-900' : 'font-semibold text-gray-500'}>
          <time dateTime={departure.startDate}>{formatDateRange(departure.startDate, departure.endDate)}</time>
        </span>
        {open ? (
          <SeatsLeft count={departure.seatsLeft} className="text-sm text-gray-700" />
        ) : (
          <span id={reasonId} className="text-sm text-gray-600">
            <span className="font-semibold text-red-700">{full ? t('departure.full') : t('departure.closed')}</span>
            {' · '}
            {full ? t('departure.fullReason') : t('departure.closedReason', { count: YATRA_BOOKING_CLOSES_DAYS })}
          </span>
        )}
      </span>
    </label>
  );
}
