/**
 * What a Milan Sathi search reads of profiles besides its page, kept in
 * memory (issue 18):
 * - how many profiles a filter set matches. Counting every match is most of a
 *   page's database time (a bride's match-sorted search on 10,000 members:
 *   1,483 matches, 5.4 of 6.5 ms), and the count of a filter set (gender, age,
 *   religion… and not suspended) is the same for every viewer: search.ts takes
 *   it from here and subtracts, in the page's own statement, the viewer and the
 *   members blocked either way;
 * - the searching member's own gender and moon sign (the default gender and
 *   the match ranking), which spares every search of a member a read before
 *   its page;
 * - a member's "Matches for you" ranking (issue 22, matches/matches.ts): the
 *   first MATCH_MEMORY_RANKS ranked ids with their reasons and the total, by
 *   member and mode, so paging and coming back read only the page's cards.
 *
 * Every write that changes a profile's search columns (a profile created or
 * edited, suspended or restored) calls forgetSearchMemory once it is in, and
 * every API process drops all of it (topic 'milan-search-memory' on
 * `app.invalidations`). What began loading before a forget is not kept, and
 * SEARCH_MEMORY_TTL_MS bounds an entry's age should a forget message be lost.
 */
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../../../db/client.js';
import { afterCommit } from '../../../db/after-commit.js';
import { runPrepared } from '../../../db/prepared.js';
import type { Invalidations } from '../../../lib/invalidations.js';
import { milanProfiles, type MilanProfileRow } from '../tables.js';

export const SEARCH_MEMORY_TTL_MS = 30_000;
const TOPIC = 'milan-search-memory';
/** Filter sets kept per database handle. */
const MAX_TOTALS = 5_000;
/** Searching members kept per database handle (about 100 bytes each). */
const MAX_VIEWERS = 50_000;
/** A filter set's key longer than this is not kept: the search page's longest is a few hundred characters. */
const MAX_KEY_CHARS = 4_096;

/** What a searching member's own profile decides: the gender searched by default and the match ranking. */
export type SearchViewerProfile = Pick<
  MilanProfileRow,
  'gender' | 'moonNakshatra' | 'moonRashi' | 'partnerPreferences'
>;

/** One ranked candidate of a member's matches: its id, the sort keys and the preferences it misses. */
export interface RankedMatch {
  id: string;
  misses: number;
  unmet: string[];
  points: number | null;
}

/** A member's ranked matches in one mode: the first MATCH_MEMORY_RANKS, best first, and how many there are. */
export interface RankedMatches {
  ranks: RankedMatch[];
  total: number;
}

/** Ranks of a member's matches kept: ten pages of the page's default size. */
export const MATCH_MEMORY_RANKS = 120;
/** Members' rankings kept per database handle (a few KiB each). */
const MAX_MATCH_LISTS = 2_000;

interface SearchMemory {
  counts: LRUCache<string, number>;
  /** Matches for you rankings by `${memberId} ${mode}`. */
  matches: LRUCache<string, RankedMatches>;
  /** Searching members' profiles by customer id; `false`: the member has no profile. */
  viewers: LRUCache<string, SearchViewerProfile | false>;
  /** How many times the memory was dropped: what loaded across a drop is not kept. */
  generation: number;
}

const memoryByDb = new WeakMap<Db, SearchMemory>();
const channels = new WeakMap<Db, Invalidations>();

function memoryOf(db: Db): SearchMemory {
  let memory = memoryByDb.get(db);
  if (!memory) {
    memory = {
      counts: new LRUCache<string, number>({ max: MAX_TOTALS, ttl: SEARCH_MEMORY_TTL_MS }),
      viewers: new LRUCache<string, SearchViewerProfile | false>({ max: MAX_VIEWERS, ttl: SEARCH_MEMORY_TTL_MS }),
      matches: new LRUCache<string, RankedMatches>({ max: MAX_MATCH_LISTS, ttl: SEARCH_MEMORY_TTL_MS }),
      generation: 0,
    };
    memoryByDb.set(db, memory);
  }
  return memory;
}

/**
 * How many profiles the filter set `filterSet` (a key naming the gender and
 * every filter's value) matches: kept, or counted now by `count` and kept.
 */
export async function filterSetTotal(db: Db, filterSet: string, count: () => Promise<number>): Promise<number> {
  const memory = memoryOf(db);
  const kept = memory.counts.get(filterSet);
  if (kept !== undefined) return kept;
  const generation = memory.generation;
  const total = Number(await count());
  if (generation === memory.generation && filterSet.length <= MAX_KEY_CHARS) memory.counts.set(filterSet, total);
  return total;
}

/**
 * The ranked matches named `key` (member and mode): kept, or ranked now by
 * `rank` and kept. Any profile's save (the member's preferences too) drops them.
 */
export async function rankedMatches(db: Db, key: string, rank: () => Promise<RankedMatches>): Promise<RankedMatches> {
  const memory = memoryOf(db);
  const kept = memory.matches.get(key);
  if (kept !== undefined) return kept;
  const generation = memory.generation;
  const ranked = await rank();
  if (generation === memory.generation) memory.matches.set(key, ranked);
  return ranked;
}

/** The gender, moon sign and partner preferences of `customerId`'s profile (undefined without one): kept, or read now and kept. */
export async function searchViewerProfile(db: Db, customerId: string): Promise<SearchViewerProfile | undefined> {
  const memory = memoryOf(db);
  const kept = memory.viewers.get(customerId);
  if (kept !== undefined) return kept || undefined;
  const generation = memory.generation;
  const p = milanProfiles;
  // Prepared: with the table's many search indexes, planning this one-row read took longer than running it.
  const [row] = await runPrepared(
    db
      .select({
        gender: p.gender,
        moonNakshatra: p.moonNakshatra,
        moonRashi: p.moonRashi,
        partnerPreferences: p.partnerPreferences,
      })
      .from(p)
      .where(eq(p.customerId, customerId))
      .limit(1),
  );
  if (generation === memory.generation) memory.viewers.set(customerId, row ?? false);
  return row;
}

function dropMemory(db: Db): void {
  const memory = memoryOf(db);
  memory.generation += 1;
  memory.counts.clear();
  memory.viewers.clear();
  memory.matches.clear();
}

/** Links forgetSearchMemory(db, …) to `invalidations`, so a forget in any API process reaches this one. */
export function forgetSearchMemoryThrough(db: Db, invalidations: Invalidations): void {
  channels.set(db, invalidations);
  invalidations.subscribe(TOPIC, () => dropMemory(db));
}

/**
 * Drops every kept count and searching member here and in every other API process: at once when
 * `handle` is the database, or once the transaction it belongs to commits.
 */
export function forgetSearchMemory(handle: Db | Tx): void {
  afterCommit(handle, (db) => {
    const channel = channels.get(db);
    if (channel) void channel.publish(TOPIC);
    else dropMemory(db);
  });
}
