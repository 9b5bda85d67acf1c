/**
 * One box per code digit (SPEC §5: single characters and paste). Typing a
 * digit moves to the next box, Backspace on an empty box goes back, arrow keys
 * move, and pasting (or autofilling) several digits fills the boxes from the
 * current one. Controlled: `value` holds one entry per box ('' when empty).
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

type OtpInputProps = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Called when the last box is filled, e.g. to submit. */
  onComplete?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function OtpInput({
  value,
  onChange,
  onComplete,
  length = value.length,
  disabled,
  autoFocus,
  invalid,
}: OtpInputProps) {
  const { t } = useTranslation('auth');
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` onward and moves focus after the last one written. */
  const fill = (start: number, digits: string) => {
    if (!digits) return;
    const next = Array.from({ length }, (_, i) => value[i] ?? '');
    let index = start;
    for (const digit of digits.slice(0, length - start)) next[index++] = digit;
    onChange(next);
    focusBox(index);
    if (next.every(Boolean) && index >= length) onComplete?.(next.join(''));
  };

  const onInput = (index: number, raw: string) => {
    let digits = digitsOf(raw);
    if (!digits) {
      // Non-digits are refused; an emptied box (e.g. cut) becomes ''.
      if (raw === '') onChange(value.map((v, i) => (i === index ? '' : v)));
      return;
    }
    // Typing into a box that already holds a digit (caret not on it): keep the new one.
    const old = value[index] ?? '';
    if (digits.length === 2 && old) digits = digits.startsWith(old) ? digits.slice(1) : digits.slice(0, 1);
    fill(index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) {
        onChange(value.map((v, i) => (i === index ? '' : v)));
      } else if (index > 0) {
        onChange(value.map((v, i) => (i === index - 1 ? '' : v)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, digitsOf(event.clipboardData.getData('text')));
  };

  return (
    <div className="flex justify-center gap-3" role="group" aria-label={t('otp.groupLabel')}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digitLabel', { index: index + 1 })}
          aria-invalid={invalid || undefined}
          autoFocus={autoFocus && index === 0}
          value={value[index] ?? ''}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'size-12 rounded-lg border border-gray-300 text-center text-xl font-semibold text-gray-900 focus:border-primary focus:outline-2 focus:outline-primary/30 sm:size-14',
            invalid && 'border-red-500',
          )}
        />
      ))}
    </div>
  );
}

/** An empty code of `length` boxes. */
export const emptyOtp = (length: number): string[] => Array.from({ length }, () => '');
