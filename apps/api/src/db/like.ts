/**
 * Searches with LIKE / ILIKE: literal text (wildcards escaped) and the short
 * booking or order id the console shows (`#3f9a1c2e`).
 */
import { and, ilike, like, or, sql, type Column, type SQL } from 'drizzle-orm';

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

/** A column searched by rankedTextMatch and what a word found in it weighs. */
export type WeightedColumn = readonly [column: Column | SQL, weight: number];

/** A weight as an SQL integer literal (our own constants, never customer input). */
const points = (weight: number) => sql.raw(String(Math.trunc(weight)));

/** At most this many words of a search count (the rest are ignored). */
const MAX_SEARCH_WORDS = 6;

/**
 * A catalogue search with ILIKE (no extension needed, so the same on PGlite and
 * PostgreSQL; fine for a catalogue of hundreds of rows): `where` keeps the rows
 * holding every word of `q` in one of `columns` (case-insensitive, wildcards
 * literal); `rank` adds the weight of each column each word is found in, and
 * the first column's weight again when it holds the whole of `q`
 * (order by it descending for the best match first).
 */
export function rankedTextMatch(q: string, columns: readonly WeightedColumn[]): { where: SQL | undefined; rank: SQL } {
  const phrase = q.trim();
  const words = [...new Set(phrase.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  const where = and(...words.map((word) => or(...columns.map(([column]) => ilike(column, containsPattern(word))))));
  const scores = words.flatMap((word) =>
    columns.map(
      ([column, weight]) => sql`(case when ${column} ilike ${containsPattern(word)} then ${points(weight)} else 0 end)`,
    ),
  );
  const [first] = columns;
  if (first && words.length > 1) {
    scores.push(sql`(case when ${first[0]} ilike ${containsPattern(phrase)} then ${points(first[1])} else 0 end)`);
  }
  return { where, rank: sql.join(scores.length ? scores : [sql`0`], sql` + `) };
}
