/**
 * Stored notifications (the connections issue, Notifications): other
 * modules call `notify` when something happens to a member; the row is
 * written first, then pushed to the member's open sockets as
 * `notification:new` (realtime.ts), so a member who was offline finds it
 * in the list and the badge.
 */
import type { Notification, NotificationKind } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Realtime } from '../../realtime/index.js';
import { notifications } from './tables.js';

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path of the web app the notification opens (e.g. /dashboard/connections). */
  link?: string | null;
  /** Makes the notification once-only for this member (e.g. `membership_expiring:<membership id>`). */
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
 * Stores a notification for `customerId` and pushes it to their sockets.
 * With a `dedupeKey` already used for this member nothing is stored or
 * pushed and null is answered. Pass `realtime: null` inside a transaction
 * and push after commit (pushNotification).
 */
export async function notify(
  db: Db | Tx,
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
  const notification = toNotification(row);
  realtime?.toUser(customerId, 'notification:new', notification);
  return notification;
}
