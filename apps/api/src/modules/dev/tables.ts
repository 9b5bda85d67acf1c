import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../db/columns.js';

/**
 * The dev outbox: what the sandbox SMS, e-mail and push providers "sent" (a push: to the customer's mobile). Stored in
 * the database so every API process and test sees the same outbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    channel: text({ enum: ['sms', 'email', 'push'] }).notNull(),
    to: text().notNull(),
    subject: text(),
    body: text().notNull(),
    code: text(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('outbox_to_created_idx').on(t.to, t.createdAt)],
);
