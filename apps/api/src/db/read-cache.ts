/**
 * A few seconds of memory for public catalogue reads (shop categories and
 * products, pujas): the busiest calls, the same for every customer. One
 * cache per database handle, so test apps never share entries. Writes that
 * change what customers see (admin edits, stock taken by an order) call
 * forgetCatalogue; other API processes see a change within
 * CATALOGUE_TTL_MS. Stock and prices are re-checked on every cart, order and
 * booking call, so a briefly stale read never sells what is not there.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from './client.js';

export const CATALOGUE_TTL_MS = 5_000;

const caches = new WeakMap<Db, LRUCache<string, object>>();

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

/** Drops every cached catalogue read of `db` (after a write customers must see at once). */
export function forgetCatalogue(db: Db): void {
  caches.get(db)?.clear();
}
