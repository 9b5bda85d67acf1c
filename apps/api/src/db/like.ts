/**
 * Searches with LIKE / ILIKE: literal text (wildcards escaped) and the short
 * booking or order id the console shows (`#3f9a1c2e`).
 */
import { ilike, like, or, type Column, type SQL } from 'drizzle-orm';

/** `%text%` for LIKE / ILIKE, with `\`, `%` and `_` escaped so a search for `50%` or `a_b` matches literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `#3f9a1c2e` or a whole id → the hex to look for in ids; null for other text. */
export function idFragment(text: string): string | null {
  return /^#?[0-9a-f]{4,24}$/i.test(text) ? text.replace(/^#/, '').toLowerCase() : null;
}

/** Rows where one of `columns` contains `q` (case-insensitive, wildcards literal); undefined (no condition) for a blank `q`. */
export function textMatch(q: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** textMatch, or, when `q` looks like an id (idFragment), rows whose `id` contains it. */
export function textOrIdMatch(q: string | undefined, columns: (Column | SQL)[], id: Column): SQL | undefined {
  const names = textMatch(q, columns);
  // Staff read out the short id the console shows (#<last 8>); ids of one second share their start.
  const fragment = idFragment(q?.trim() ?? '');
  return fragment ? or(names, like(id, `%${fragment}%`)) : names;
}
