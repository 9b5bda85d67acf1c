/**
 * Browsers subscribed to Web Push (issue 23). One row per push service
 * endpoint: a browser subscribing again (a new sign-in on a shared phone)
 * moves the endpoint to the customer now signed in, so a device never gets
 * another person's pushes; a subscription the push service answers 404/410
 * for is deleted (delivery.ts).
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { MESSAGES, type PushSubscriptionBody } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from './tables.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The push services browsers subscribe with: Chrome, Edge and Samsung Internet (FCM), Firefox (Mozilla
 * autopush), Safari (Apple) and legacy Edge (WNS). A host is one of them or a subdomain of one.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** A customer's devices kept for push: a new one beyond these drops the longest unrenewed. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Throws 400 MESSAGES.pushEndpointInvalid unless `endpoint` is https at one
 * of the browsers' push services (PUSH_SERVICE_HOSTS): the API posts to it,
 * so in production an address a script chose (an internal service) is never
 * taken. Outside production any https endpoint, and http://localhost and
 * 127.0.0.1, also pass, for tests' local push endpoints.
 */
export function assertPushEndpoint(endpoint: string, production: boolean): void {
  const url = new URL(endpoint);
  const pushService = PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  const allowed = production ? url.protocol === 'https:' && pushService : url.protocol === 'https:' || local;
  if (!allowed) throw httpErrors.badRequest(MESSAGES.pushEndpointInvalid);
}

/**
 * Stores `body` as `customerId`'s subscription (an endpoint already stored moves to them, with the new keys),
 * then keeps only their MAX_PUSH_SUBSCRIPTIONS most recently subscribed devices.
 */
export async function saveSubscription(db: Db, customerId: string, body: PushSubscriptionBody): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ customerId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { customerId, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: sql`now()` },
    });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes `customerId`'s subscription of `endpoint`; answers whether there was one (another's is left alone). */
export async function deleteSubscription(db: Db, customerId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Deletes the subscription `id` (the push service says it is gone). */
export async function forgetSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** `customerId`'s subscriptions. */
export async function subscriptionsOf(db: Db, customerId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}

/** Whether `customerId` has a subscribed device. */
export async function hasSubscription(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
  return (row?.n ?? 0) > 0;
}
