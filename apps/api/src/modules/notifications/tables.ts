/**
 * Stored notifications (the connections issue, Notifications). `dedupeKey`,
 * when set, makes a notification once-only per member (a membership's expiry
 * notice: `membership_expiring:<membership id>`), so jobs may run it again.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@seva/contracts';
import { createdAtColumn, idColumn } from '../../db/columns.js';
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
