import type { InputHTMLAttributes } from 'react';
import { formatCalendarDate } from '@/lib/format';

type DateChipProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { date: string };

/** One upcoming date as a chip that is a native radio underneath ("Mon, 30 Nov 2026"). */
export function DateChip({ date, ...input }: DateChipProps) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center justify-center rounded-full border border-gray-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-gray-700 hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
      <input type="radio" value={date} className="sr-only" {...input} />
      <time dateTime={date}>{formatCalendarDate(date)}</time>
    </label>
  );
}
