/**
 * The notifications module's part of deleting an account (issue 24): the
 * customer's notifications, channel settings and push subscriptions go, so
 * nothing is sent to their browsers again.
 */
import { and, eq } from 'drizzle-orm';
import type { NotificationKind } from '@seva/contracts';
import type { Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { notificationSettings, notifications, pushSubscriptions } from './tables.js';

/** Deletes `customerId`'s notifications, settings and push subscriptions inside `tx`. */
export async function eraseCustomerNotifications(tx: Tx, customerId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.customerId, customerId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.customerId, customerId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
  forgetCustomerReads(tx, 'notifications', customerId);
}

/** Another customer's notification that quotes an erased person: by its customer, kind and link or body. */
export interface QuotingNotice {
  customerId: string;
  kind: NotificationKind;
  /** The notification's link (a conversation's), when that identifies it. */
  link?: string;
  /** The quoted text (an interest note), when that identifies it. */
  body?: string;
  /** The title naming them, when that identifies it. */
  title?: string;
  /** The dedupe key, when that identifies it. */
  dedupeKey?: string;
}

/**
 * Rewrites, inside `tx`, every notification matching one of `notices` to `title` with an empty
 * body: the text an erased person wrote (a message's preview, an interest note) and their name
 * leave the other customers' notification centres (issue 24, DPDP s.12(3)).
 */
export async function blankQuotingNotices(
  tx: Tx,
  notices: readonly QuotingNotice[],
  title: (kind: NotificationKind) => string,
): Promise<void> {
  for (const notice of notices) {
    await tx
      .update(notifications)
      .set({ title: title(notice.kind), body: '' })
      .where(
        and(
          eq(notifications.customerId, notice.customerId),
          eq(notifications.kind, notice.kind),
          notice.link === undefined ? undefined : eq(notifications.link, notice.link),
          notice.body === undefined ? undefined : eq(notifications.body, notice.body),
          notice.title === undefined ? undefined : eq(notifications.title, notice.title),
          notice.dedupeKey === undefined ? undefined : eq(notifications.dedupeKey, notice.dedupeKey),
        ),
      );
    forgetCustomerReads(tx, 'notifications', notice.customerId);
  }
}
