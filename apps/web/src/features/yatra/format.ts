/** Display helpers for yatras: date ranges, the "11N/12D" duration and the cancellation slabs. */
import type { CancellationSlab } from '@seva/contracts';
import { formatCalendarDate } from '@/lib/format';

/** "Sat, 15 May 2027 – Wed, 26 May 2027": a tour's first and last day. */
export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatCalendarDate(startDate)} – ${formatCalendarDate(endDate)}`;
}

/** "11N/12D": nights and days, the way tour operators write a tour's length. */
export function formatDuration({ nights, days }: { nights: number; days: number }): string {
  return `${nights}N/${days}D`;
}

/**
 * One row of the cancellation table: when it applies, in days before
 * departure, and what is kept. `from`: `min` days or more; `range`: `min`–`max`
 * days; `day`: exactly `min` days; `under`: fewer than `max + 1` days.
 */
export type SlabRow =
  | { when: 'from'; min: number; deductPercent: number }
  | { when: 'range'; min: number; max: number; deductPercent: number }
  | { when: 'day'; min: number; deductPercent: number }
  | { when: 'under'; days: number; deductPercent: number };

/**
 * The slabs as rows, widest notice first: each slab runs from its
 * `minDaysBefore` up to one day short of the slab above it.
 */
export function slabRows(slabs: CancellationSlab[]): SlabRow[] {
  const sorted = [...slabs].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  return sorted.map((slab, i): SlabRow => {
    const above = sorted[i - 1];
    const { deductPercent } = slab;
    if (!above) return { when: 'from', min: slab.minDaysBefore, deductPercent };
    if (slab.minDaysBefore <= 0) return { when: 'under', days: above.minDaysBefore, deductPercent };
    const max = above.minDaysBefore - 1;
    return max === slab.minDaysBefore
      ? { when: 'day', min: slab.minDaysBefore, deductPercent }
      : { when: 'range', min: slab.minDaysBefore, max, deductPercent };
  });
}
