/**
 * A signed-in customer's own reads kept in memory, already serialized
 * (issue 18): the cart (`get_customer_cart`), the read the header's badge
 * repeats on every page, the customer's own record (`GET /api/app/customer/me`
 * and `POST /api/user/loginRayds`, asked on every app start) and a Milan
 * member's notifications (`GET /api/notifications`), and the histories of
 * orders, bookings, recharges and payments. Each customer's answers of one
 * kind (a "shelf", e.g. 'cart') live together; whoever changes what they show
 * calls forgetCustomerReads(db or tx, kind, customerId) with the write (it
 * waits for the commit), and every API process drops that shelf (topic 'customer-reads' on
 * `app.invalidations`). Answers that show catalogue rows (the cart shows
 * today's prices and stock) are also dropped by forgetCatalogue: an answer
 * kept under one catalogue generation is not served under the next.
 *
 * A read that began before a forget never stores its (older) answer: the
 * shelf counts its forgets, and a miss stores only when the count has not
 * moved since it began. CUSTOMER_READ_TTL_MS bounds an answer's age should
 * a forget message be lost. Memory is bounded whatever a script sends: at
 * most MAX_ANSWERS_PER_SHELF answers per shelf, no long keys, and a byte
 * budget for the whole cache. One cache per database handle, so test apps
 * never share entries.
 */
import { LRUCache } from 'lru-cache';
import type { Invalidations } from '../lib/invalidations.js';
import { afterCommit } from './after-commit.js';
import type { Db, Tx } from './client.js';
import { catalogueGeneration, type CachedAnswer } from './read-cache.js';

export const CUSTOMER_READ_TTL_MS = 5_000;
const TOPIC = 'customer-reads';
/** Shelves kept per database handle (one per customer and kind). */
const MAX_SHELVES = 20_000;
/** Answers kept on one shelf: the six histories and a page of payments; more are a script's extra fields. */
export const MAX_ANSWERS_PER_SHELF = 8;
/** A request key (method, URL and body) longer than this is not kept: no real read of a customer's is. */
const MAX_KEY_CHARS = 1_024;
/** At most this many bytes of keys and answers per database handle, as the public answers (read-cache.ts). */
const CUSTOMER_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * The kinds of a customer's reads that are kept, and the writes that forget them:
 * - 'cart': add/update (shop/cart.ts), both order paths (shop/orders.ts), every catalogue forget;
 * - 'me': every committed change of a field the record shows — a login or signup by OTP (auth/otp-verify.ts,
 *   which proves the number and attaches a registration), a profile update (customers/profile.ts) and an
 *   e-mail verified (customers/email-verification.ts) and a promotion to admin (customers/promote.ts; run by
 *   `npm run admin:create` in its own process, so an API process shows the new areas once its answer expires);
 * - 'notifications': a new one stored (notifications/service.ts `notify`), one or all marked read;
 * - 'history' (shop orders, puja, pitr paksha and yatra bookings, recharges, payments): every change of
 *   one of the customer's payments or refunds (payments/service.ts: a claim commits with the order or
 *   booking it pays for), and every status change of an order or booking made without one (admin
 *   status changes, a recharge's answer, a yatra cancelled).
 */
export type CustomerReadKind = 'cart' | 'me' | 'notifications' | 'history';

/** Where a miss stands when it begins: the shelf's forget count, the catalogue generation and the drop-all epoch. */
export interface CustomerReadMark {
  forgets: number;
  catalogue: number;
  epoch: number;
}

interface Shelf {
  forgets: number;
  catalogue: number;
  answers: Map<string, CachedAnswer>;
}

const shelvesByDb = new WeakMap<Db, LRUCache<string, Shelf>>();
/** How many times every shelf of a database handle was dropped at once. */
const epochs = new WeakMap<Db, number>();
const channels = new WeakMap<Db, Invalidations>();

const shelfKey = (kind: CustomerReadKind, customerId: string) => `${kind}:${customerId}`;

/** A shelf's weight in the byte budget: its keys and bodies, and a little for itself. */
function sizeOfShelf(shelf: Shelf): number {
  let size = 64;
  for (const [key, answer] of shelf.answers) size += key.length + answer.body.length;
  return size;
}

function shelvesOf(db: Db): LRUCache<string, Shelf> {
  let shelves = shelvesByDb.get(db);
  if (!shelves) {
    shelves = new LRUCache<string, Shelf>({
      max: MAX_SHELVES,
      maxSize: CUSTOMER_ANSWER_BYTES,
      sizeCalculation: sizeOfShelf,
      ttl: CUSTOMER_READ_TTL_MS,
    });
    shelvesByDb.set(db, shelves);
  }
  return shelves;
}

/** The answer kept under `key` (method, URL and body) on the customer's `kind` shelf, if still current. */
export function cachedCustomerAnswer(
  db: Db,
  kind: CustomerReadKind,
  customerId: string,
  key: string,
): CachedAnswer | undefined {
  const shelf = shelvesByDb.get(db)?.get(shelfKey(kind, customerId));
  if (!shelf || shelf.catalogue !== catalogueGeneration(db)) return undefined;
  return shelf.answers.get(key);
}

/** Where the customer's `kind` shelf stands now: a miss takes this before it reads the database. */
export function customerReadMark(db: Db, kind: CustomerReadKind, customerId: string): CustomerReadMark {
  const shelf = shelvesByDb.get(db)?.peek(shelfKey(kind, customerId));
  return { forgets: shelf?.forgets ?? 0, catalogue: catalogueGeneration(db), epoch: epochs.get(db) ?? 0 };
}

/**
 * Keeps `answer` under `key` on the customer's `kind` shelf, unless the shelf
 * was forgotten or the catalogue changed since `mark` was taken.
 */
export function keepCustomerAnswer(
  db: Db,
  kind: CustomerReadKind,
  customerId: string,
  key: string,
  answer: CachedAnswer,
  mark: CustomerReadMark,
): void {
  if (mark.catalogue !== catalogueGeneration(db) || mark.epoch !== (epochs.get(db) ?? 0)) return;
  if (key.length > MAX_KEY_CHARS) return;
  const shelves = shelvesOf(db);
  const id = shelfKey(kind, customerId);
  const found = shelves.get(id);
  if ((found?.forgets ?? 0) !== mark.forgets) return;
  const current = found && found.catalogue === mark.catalogue;
  const shelf = current ? found : { forgets: mark.forgets, catalogue: mark.catalogue, answers: new Map() };
  if (shelf.answers.size >= MAX_ANSWERS_PER_SHELF && !shelf.answers.has(key)) return;
  shelf.answers.set(key, answer);
  // Set again so the byte budget counts the new answer; an answer's age stays bounded by the shelf's.
  shelves.set(id, shelf, { noUpdateTTL: current });
}

/** Drops this process's shelves named by `keys` (`kind:customerId`), or all of them. */
function dropShelves(db: Db, keys: readonly string[] | undefined): void {
  const shelves = shelvesOf(db);
  if (!keys) {
    // A new epoch, so reads in flight do not store what they loaded.
    epochs.set(db, (epochs.get(db) ?? 0) + 1);
    shelves.clear();
    return;
  }
  for (const id of keys) {
    const shelf = shelves.peek(id);
    shelves.set(id, { forgets: (shelf?.forgets ?? 0) + 1, catalogue: shelf?.catalogue ?? -1, answers: new Map() });
  }
}

/** Links forgetCustomerReads(db, …) to `invalidations`, so a forget in any API process reaches this one. */
export function forgetCustomerReadsThrough(db: Db, invalidations: Invalidations): void {
  channels.set(db, invalidations);
  invalidations.subscribe(TOPIC, (keys) => dropShelves(db, keys));
}

/**
 * Drops the customer's kept `kind` answers here and in every other API
 * process: at once when `handle` is the database, or once the transaction
 * `handle` belongs to has committed (db/after-commit.ts), so a read between
 * the write and its commit cannot keep the old answer.
 */
export function forgetCustomerReads(handle: Db | Tx, kind: CustomerReadKind, customerId: string): void {
  afterCommit(handle, (db) => {
    const keys = [shelfKey(kind, customerId)];
    const channel = channels.get(db);
    if (channel) void channel.publish(TOPIC, keys);
    else dropShelves(db, keys);
  });
}
