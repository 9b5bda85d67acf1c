/**
 * The puja list's search (issue 21): a puja matches when every word typed is found in its name, deity, temple or
 * place, in English or in its stored Hindi — "ganesh", "गणेश" and "काशी रुद्र" all find their pujas, whichever
 * language the page is in. Runs on the list as the API sent it (both languages), before it is localized.
 */
import type { PujaSummary } from '@seva/contracts';

function haystack(puja: PujaSummary): string {
  const { hi } = puja;
  return [puja.name, puja.deity, puja.temple, puja.location, hi.name, hi.deity, hi.temple, hi.location]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** True when `puja` holds every word of `query` (any case); an empty query matches every puja. */
export function pujaMatches(puja: PujaSummary, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = haystack(puja);
  return words.every((word) => text.includes(word));
}
