/**
 * How many profiles a Milan Sathi filter set matches, kept in memory (issue
 * 18). Counting every match is most of a page's database time (a bride's
 * match-sorted search on 10,000 members: 1,483 matches, 5.4 of 6.5 ms), and
 * the count of a filter set (gender, age, religion… and not suspended) is the
 * same for every viewer: search.ts takes it from here and subtracts, in the
 * page's own statement, the viewer and the members blocked either way.
 *
 * Every write that changes what a filter reads (a profile created or edited,
 * suspended or restored) calls forgetSearchTotals once it is in, and every
 * API process drops its counts (topic 'milan-search-totals' on
 * `app.invalidations`). A count that began before a forget is not kept, and
 * SEARCH_TOTAL_TTL_MS bounds a count's age should a forget message be lost.
 */
import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../../../db/client.js';
import { afterCommit } from '../../../db/after-commit.js';
import type { Invalidations } from '../../../lib/invalidations.js';

export const SEARCH_TOTAL_TTL_MS = 30_000;
const TOPIC = 'milan-search-totals';
/** Filter sets kept per database handle. */
const MAX_TOTALS = 5_000;
/** A count statement (SQL and values) longer than this is not kept: the search page's longest is about 1 KB. */
const MAX_KEY_CHARS = 4_096;

interface Totals {
  counts: LRUCache<string, number>;
  /** How many times the counts were dropped: a count loaded across a drop is not kept. */
  generation: number;
}

const totalsByDb = new WeakMap<Db, Totals>();
const channels = new WeakMap<Db, Invalidations>();

function totalsOf(db: Db): Totals {
  let totals = totalsByDb.get(db);
  if (!totals) {
    totals = { counts: new LRUCache<string, number>({ max: MAX_TOTALS, ttl: SEARCH_TOTAL_TTL_MS }), generation: 0 };
    totalsByDb.set(db, totals);
  }
  return totals;
}

/** A count statement: its SQL and values name the filter set. */
interface CountQuery {
  toSQL(): { sql: string; params: unknown[] };
  execute(): Promise<{ total: number }[]>;
}

/**
 * The number of rows `count` counts (a `select count(*) … where <filters>`
 * with a `total` column): kept, or counted now and kept.
 */
export async function filterSetTotal(db: Db, count: CountQuery): Promise<number> {
  const { sql, params } = count.toSQL();
  const key = `${sql}\n${JSON.stringify(params)}`;
  const totals = totalsOf(db);
  const kept = totals.counts.get(key);
  if (kept !== undefined) return kept;
  const generation = totals.generation;
  const total = Number((await count.execute())[0]?.total ?? 0);
  if (generation === totals.generation && key.length <= MAX_KEY_CHARS) totals.counts.set(key, total);
  return total;
}

function dropTotals(db: Db): void {
  const totals = totalsOf(db);
  totals.generation += 1;
  totals.counts.clear();
}

/** Links forgetSearchTotals(db, …) to `invalidations`, so a forget in any API process reaches this one. */
export function forgetSearchTotalsThrough(db: Db, invalidations: Invalidations): void {
  channels.set(db, invalidations);
  invalidations.subscribe(TOPIC, () => dropTotals(db));
}

/**
 * Drops every kept count here and in every other API process: at once when
 * `handle` is the database, or once the transaction it belongs to commits.
 */
export function forgetSearchTotals(handle: Db | Tx): void {
  afterCommit(handle, (db) => {
    const channel = channels.get(db);
    if (channel) void channel.publish(TOPIC);
    else dropTotals(db);
  });
}
