/**
 * A few seconds of memory for public catalogue reads (shop categories and
 * products, pujas, yatras, recharge plans, static pages, Sanchar media and
 * news): the busiest calls, the same for every customer. Two layers, one
 * lifetime: the rows a read loads (cachedCatalogue), and the whole answer as
 * sent, serialized, with its ETag (cachedAnswer, used by
 * plugins/cached-reads.ts). One cache per database handle, so test apps never
 * share entries. Writes that change what customers see (admin edits, stock
 * taken by an order) call forgetCatalogue, which every API process hears at
 * once through `app.invalidations` (topic 'catalogue'; plugins/invalidations.ts);
 * CATALOGUE_TTL_MS bounds a read's age should that message be lost. Stock and
 * prices are re-checked on every cart, order and booking call, so a briefly
 * stale read never sells what is not there.
 */
import { LRUCache } from 'lru-cache';
import type { Invalidations } from '../lib/invalidations.js';
import type { Db } from './client.js';

export const CATALOGUE_TTL_MS = 5_000;
const CATALOGUE_TOPIC = 'catalogue';

/** An answer as sent: the serialized body, its content type, strong ETag and the Cache-Control its handler set. */
export interface CachedAnswer {
  body: string;
  contentType: string;
  etag: string;
  cacheControl?: string;
}

/** At most this many bytes of cached answers per database handle. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

const caches = new WeakMap<Db, LRUCache<string, object>>();
const answers = new WeakMap<Db, LRUCache<string, CachedAnswer>>();
const generations = new WeakMap<Db, number>();
const channels = new WeakMap<Db, Invalidations>();

function cacheOf(db: Db): LRUCache<string, object> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, object>({ max: 500, ttl: CATALOGUE_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The value cached under `key`, or what `load` returns (then cached).
 * Parallel misses share one load. A failed load is not cached.
 */
export async function cachedCatalogue<T extends object>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit) return (await hit) as T;
  const pending = load();
  cache.set(key, pending);
  try {
    return await pending;
  } catch (error) {
    cache.delete(key);
    throw error;
  }
}

function answersOf(db: Db): LRUCache<string, CachedAnswer> {
  let cache = answers.get(db);
  if (!cache) {
    cache = new LRUCache<string, CachedAnswer>({
      maxSize: ANSWER_CACHE_BYTES,
      sizeCalculation: (answer, key) => answer.body.length + key.length,
      ttl: CATALOGUE_TTL_MS,
    });
    answers.set(db, cache);
  }
  return cache;
}

/** How many times `db`'s catalogue was forgotten: a read that began before a forget must not store its answer. */
export function catalogueGeneration(db: Db): number {
  return generations.get(db) ?? 0;
}

/** The answer cached under `key` (method, URL and body of a public read), if any. */
export function cachedAnswer(db: Db, key: string): CachedAnswer | undefined {
  return answers.get(db)?.get(key);
}

/** Keeps `answer` under `key`, unless the catalogue was forgotten since `generation` was read. */
export function keepAnswer(db: Db, key: string, answer: CachedAnswer, generation: number): void {
  if (generation === catalogueGeneration(db)) answersOf(db).set(key, answer);
}

/** Drops this process's cached catalogue reads and answers of `db`. */
function dropCatalogue(db: Db): void {
  generations.set(db, catalogueGeneration(db) + 1);
  caches.get(db)?.clear();
  answers.get(db)?.clear();
}

/**
 * Sends forgetCatalogue(db) through `invalidations`, so that it reaches every
 * API process, and drops this process's catalogue reads of `db` when any
 * process forgets its catalogue.
 */
export function forgetCatalogueThrough(db: Db, invalidations: Invalidations): void {
  channels.set(db, invalidations);
  invalidations.subscribe(CATALOGUE_TOPIC, () => dropCatalogue(db));
}

/**
 * Drops every cached catalogue read and answer of `db` here at once, and in
 * every other API process once forgetCatalogueThrough linked it (after a
 * write customers must see at once).
 */
export function forgetCatalogue(db: Db): void {
  dropCatalogue(db);
  void channels.get(db)?.publish(CATALOGUE_TOPIC);
}
