/**
 * A few seconds of memory for the session check every signed-in request
 * makes (issue 18): the live session's user, by session id, instead of a
 * join of sessions and customers per request.
 *
 * Correctness rests on forgetting, not on the TTL alone:
 *  - whoever ends a session (logout, logout of all devices, a password
 *    reset, a reclaimed number, a reused refresh token) calls forgetSessions;
 *  - whoever changes what a session carries (a customer's role, admin areas
 *    or mobile) calls forgetCustomer.
 * A forget drops the entries of every cache in this process and leaves a
 * tombstone for SESSION_CACHE_TTL_MS: while it stands, the key is read from
 * the database on every request and never cached again, so a read that
 * began before the write committed cannot put the old answer back. Other API
 * processes hear of it through `onForget` (the invalidation channel), and a
 * process that missed it (a CLI run without Redis) holds an old answer for
 * at most SESSION_CACHE_TTL_MS.
 */
import { LRUCache } from 'lru-cache';

export const SESSION_CACHE_TTL_MS = 10_000;

/** Topics of `app.invalidations` a forget travels on to other API processes. */
export const SESSION_TOPICS = { sessions: 'sessions', customers: 'session-customers' } as const;

/** What a forget names: sessions by id, or every session of customers by id. */
export interface SessionForget {
  sessionIds?: string[];
  customerIds?: string[];
}

/** A cached session's user: at least the customer it belongs to. */
export interface CachedSession {
  id: string;
}

const caches = new Set<SessionCache<CachedSession>>();
const listeners = new Set<(forget: SessionForget) => void>();

/**
 * An LRU of at most `max` entries, each for SESSION_CACHE_TTL_MS. lru-cache
 * fills its slot arrays for `max` entries as it is made (~3 MiB of heap for
 * 100,000), so the caches below are made at their first write, not at start
 * (issue 18, idle memory): a process nobody signed in to or out of holds none.
 */
const lru = <Value extends object | true>(max: number) =>
  new LRUCache<string, Value>({ max, ttl: SESSION_CACHE_TTL_MS });

/** Tombstones, made at the first forget: undefined stands for an empty one. */
let forgottenSessions: LRUCache<string, true> | undefined;
let forgottenCustomers: LRUCache<string, true> | undefined;

/** One process's cache of live sessions; `load` reads a session's user (or null) from the database. */
export class SessionCache<User extends CachedSession> {
  /** Made at the first session kept (lru): undefined stands for an empty cache. */
  private entries: LRUCache<string, User> | undefined;

  constructor(private readonly load: (sessionId: string) => Promise<User | null>) {
    caches.add(this as unknown as SessionCache<CachedSession>);
  }

  /** The live session's user, from memory when it is there and no forget stands against it. */
  async get(sessionId: string): Promise<User | null> {
    const hit = this.entries?.get(sessionId);
    if (hit && !forgotten(sessionId, hit.id)) return hit;
    const user = await this.load(sessionId);
    if (user && !forgotten(sessionId, user.id)) (this.entries ??= lru<User>(50_000)).set(sessionId, user);
    return user;
  }

  /** Drops what a forget names from this cache only. */
  drop(forget: SessionForget): void {
    const entries = this.entries;
    if (!entries) return;
    for (const id of forget.sessionIds ?? []) entries.delete(id);
    if (forget.customerIds?.length) {
      const customers = new Set(forget.customerIds);
      for (const [sessionId, user] of entries.entries()) if (customers.has(user.id)) entries.delete(sessionId);
    }
  }

  /** Drops every entry (after a lost message: a Redis reconnection). */
  clear(): void {
    this.entries?.clear();
  }

  /** Stops taking part in forgets (the app closed). */
  close(): void {
    caches.delete(this as unknown as SessionCache<CachedSession>);
    this.entries?.clear();
  }
}

const forgotten = (sessionId: string, customerId: string) =>
  Boolean(forgottenSessions?.has(sessionId) || forgottenCustomers?.has(customerId));

/**
 * Applies a forget in this process (every cache, plus tombstones) without
 * telling anyone: what a message from another process calls.
 */
export function applyForget(forget: SessionForget): void {
  for (const id of forget.sessionIds ?? []) (forgottenSessions ??= lru<true>(100_000)).set(id, true);
  for (const id of forget.customerIds ?? []) (forgottenCustomers ??= lru<true>(100_000)).set(id, true);
  for (const cache of caches) cache.drop(forget);
}

/** Runs `listener` after each local forget (plugins/authenticate.ts tells the other processes). Returns the unsubscribe. */
export function onForget(listener: (forget: SessionForget) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function forget(what: SessionForget): void {
  applyForget(what);
  for (const listener of listeners) listener(what);
}

/** Sessions `sessionIds` ended: no cache may answer for them again. */
export function forgetSessions(sessionIds: string[]): void {
  if (sessionIds.length > 0) forget({ sessionIds });
}

/** What the sessions of `customerId` carry changed (role, admin areas, mobile): read them afresh. */
export function forgetCustomer(customerId: string): void {
  forget({ customerIds: [customerId] });
}
