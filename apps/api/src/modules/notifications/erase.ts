/**
 * The notifications module's part of deleting an account (issue 24): the
 * customer's notifications, channel settings and push subscriptions go, so
 * nothing is sent to their browsers again.
 */
import { eq } from 'drizzle-orm';
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
