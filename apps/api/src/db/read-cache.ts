/**
 * A few seconds of memory for public catalogue reads (shop categories and
 * products, pujas): the busiest calls, the same for every customer. One
 * cache per database handle, so test apps never share entries. Writes that
 * change what customers see (admin edits, stock taken by an order) call
 * forgetCatalogue, which every API process hears at once through
 * `app.invalidations` (topic 'catalogue'; plugins/invalidations.ts);
 * CATALOGUE_TTL_MS bounds a read's age should that message be lost. Stock and
 * prices are re-checked on every cart, order and booking call, so a briefly
 * stale read never sells what is not there.
 */
import { LRUCache } from 'lru-cache';
import type { Invalidations } from '../lib/invalidations.js';
import type { Db } from './client.js';

export const CATALOGUE_TTL_MS = 5_000;
const CATALOGUE_TOPIC = 'catalogue';

const caches = new WeakMap<Db, LRUCache<string, object>>();
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

/**
 * Sends forgetCatalogue(db) through `invalidations`, so that it reaches every
 * API process, and drops this process's catalogue reads of `db` when any
 * process forgets its catalogue.
 */
export function forgetCatalogueThrough(db: Db, invalidations: Invalidations): void {
  channels.set(db, invalidations);
  invalidations.subscribe(CATALOGUE_TOPIC, () => caches.get(db)?.clear());
}

/**
 * Drops every cached catalogue read of `db`, in every API process once
 * forgetCatalogueThrough linked it (after a write customers must see at once).
 */
export function forgetCatalogue(db: Db): void {
  const channel = channels.get(db);
  if (channel) void channel.publish(CATALOGUE_TOPIC);
  else caches.get(db)?.clear();
}
