/**
 * The plan browser's search: a price ("299", "₹299") finds plans whose
 * amount starts with those digits; words find plans whose description,
 * benefits, data, calls, SMS or validity contain every word (any case).
 */
import type { RechargePlan } from '@seva/contracts';

function haystack(plan: RechargePlan): string {
  return [plan.description, plan.benefits, plan.data, plan.calls, plan.sms, plan.validity, `₹${plan.amount}`]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** True when `plan` matches the search text (an empty search matches everything). */
export function planMatches(plan: RechargePlan, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  const price = text.replace(/[₹,\s]|rs\.?/g, '');
  if (/^\d+$/.test(price)) return String(plan.amount).startsWith(price);
  const words = text.split(/\s+/);
  const hay = haystack(plan);
  return words.every((word) => hay.includes(word));
}
