/**
 * Stored notifications (the connections issue, Notifications). `dedupeKey`,
 * when set, makes a notification once-only per member (a membership's expiry
 * notice: `membership_expiring:<membership id>`), so jobs may run it again.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@seva/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    link: text(),
    dedupeKey: text(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_customer_idx').on(t.customerId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.customerId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.customerId, t.dedupeKey),
  ],
);

/**
 * A customer's channels for one kind (issue 23), written when they change
 * them; a kind without a row has the defaults (contracts
 * defaultNotificationChannels). In-app has no column: it is always on.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    push: boolean().notNull(),
    sms: boolean().notNull(),
    email: boolean().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);

/**
 * A browser subscribed to Web Push (issue 23): its push service endpoint
 * (one row per endpoint: subscribing it again under another customer, a
 * shared phone, moves it) and the keys payloads are encrypted to.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_customer_idx').on(t.customerId),
  ],
);
