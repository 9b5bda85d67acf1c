/**
 * Stored notifications (the connections issue, Notifications; issue 23: every
 * domain): other modules call `notify` when something happens to a customer;
 * the row is written first, then pushed to their open sockets as
 * `notification:new` (realtime.ts), so a customer who was offline finds it
 * in the list and the badge, and then fanned out to the channels they keep
 * (delivery.ts: Web Push, SMS, e-mail; settings.ts). The customer's list,
 * read marks and unread count are below (routes.ts); every read is scoped to
 * them. Push subscriptions: push-subscriptions.ts.
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES, type Notification, type NotificationKind } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import type { ExportPart } from '../../lib/export-part.js';
import { selectPage, type Paging } from '../../db/paging.js';
import type { Realtime } from '../../realtime/index.js';
import { deliver, type ChannelTexts } from './delivery.js';
import { settingsOf } from './settings.js';
import { notifications } from './tables.js';

export { attachDelivery, deliveryOf, settleDeliveries, type Delivery } from './delivery.js';
export { channelsFor, settingsOf, updateSettings } from './settings.js';
export { assertPushEndpoint, deleteSubscription, hasSubscription, saveSubscription } from './push-subscriptions.js';

export interface NotificationInput extends ChannelTexts {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path of the web app the notification opens (e.g. /dashboard/connections). */
  link?: string | null;
  /**
   * Makes the notification once-only for this member (e.g.
   * `membership_expiring:<membership id>`, `receipt:<payment id>`): stored,
   * pushed and sent on each channel at most once.
   */
  dedupeKey?: string;
}

type NotificationRow = typeof notifications.$inferSelect;

/** The API shape of a stored row. */
export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a notification for `customerId`, drops their kept notification
 * lists (customer-read-cache.ts) and then pushes it to their sockets, so the
 * list a socket event makes the web fetch again has it; then starts its
 * delivery on the channels they keep (delivery.ts; `sms`/`email`: the
 * caller's own words for those channels) without waiting for it. With a
 * `dedupeKey` already used for this member nothing is stored, pushed or sent
 * and null is answered. Not for use inside a transaction: the row must be
 * committed before the lists are dropped.
 */
export async function notify(
  db: Db,
  realtime: Realtime | null,
  customerId: string,
  input: NotificationInput,
  now = new Date(),
): Promise<Notification | null> {
  const [row] = await db
    .insert(notifications)
    .values({
      customerId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  forgetCustomerReads(db, 'notifications', customerId);
  const notification = toNotification(row);
  realtime?.toUser(customerId, 'notification:new', notification);
  deliver(db, customerId, notification, { sms: input.sms, email: input.email });
  return notification;
}

const unreadOf = (customerId: string) => and(eq(notifications.customerId, customerId), isNull(notifications.readAt));

/** How many of `customerId`'s notifications are unread (the header badge; partial index notifications_unread_idx). */
export async function unreadNotificationCount(db: Db | Tx, customerId: string): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(notifications).where(unreadOf(customerId));
  return row?.unread ?? 0;
}

/**
 * One page of `customerId`'s notifications, newest first (`unreadOnly`:
 * unread ones only), how many match, and how many are unread in all.
 */
export async function listNotifications(
  db: Db,
  customerId: string,
  query: Paging & { unreadOnly: boolean },
): Promise<{ results: Notification[]; total: number; unread: number }> {
  const where = query.unreadOnly ? unreadOf(customerId) : eq(notifications.customerId, customerId);
  const [{ rows, total }, unread] = await Promise.all([
    selectPage(db, notifications, where, [desc(notifications.id)], query),
    unreadNotificationCount(db, customerId),
  ]);
  return { results: rows.map(toNotification), total, unread };
}

/**
 * Marks notification `id` of `customerId` read at `now` (already read: kept
 * as it was) and answers the unread count left. Throws 404
 * MESSAGES.notificationNotFound when it is not theirs (or does not exist).
 */
export async function markNotificationRead(db: Db, customerId: string, id: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)));
  if (!row) throw httpErrors.notFound(MESSAGES.notificationNotFound);
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    forgetCustomerReads(db, 'notifications', customerId);
  }
  return unreadNotificationCount(db, customerId);
}

/** Marks every unread notification of `customerId` read at `now` (answers 0, the unread count left). */
export async function markAllNotificationsRead(db: Db, customerId: string, now = new Date()): Promise<number> {
  await db.update(notifications).set({ readAt: now }).where(unreadOf(customerId));
  forgetCustomerReads(db, 'notifications', customerId);
  return 0;
}

/**
 * The notifications' part of "Download my data" (issue 24): `notifications.json`,
 * every stored notification of `customerId` (newest first) and the channels they chose per kind.
 */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  const [rows, settings] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.customerId, customerId)).orderBy(desc(notifications.id)),
    settingsOf(db, customerId),
  ]);
  return { json: { 'notifications.json': { notifications: rows.map(toNotification), settings } } };
}
export { blankQuotingNotices, eraseCustomerNotifications, type QuotingNotice } from './erase.js';
