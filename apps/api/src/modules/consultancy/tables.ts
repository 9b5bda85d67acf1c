/**
 * Consultancy requests (SPEC §7 consultant_request): one customer, one topic,
 * at most one open (new or contacted) request at a time — a partial unique
 * index backs the rule against two parallel submits.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsultancyStatus, ConsultancyTime, ConsultancyTopic, MediaLanguage } from '@seva/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

export const consultancyRequests = pgTable(
  'consultancy_requests',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    topic: text().$type<ConsultancyTopic>().notNull(),
    preferredLanguage: text().$type<MediaLanguage>().notNull(),
    preferredTime: text().$type<ConsultancyTime>().notNull(),
    message: text().notNull(),
    status: text().$type<ConsultancyStatus>().notNull().default('new'),
    /** The team's note on the call. */
    note: text().notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('consultancy_requests_open_topic_key')
      .on(t.customerId, t.topic)
      .where(sql`${t.status} <> 'closed'`),
    index('consultancy_requests_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('consultancy_requests_created_idx').on(t.createdAt.desc()),
    // The inbox by status and the console overview's count of new requests.
    index('consultancy_requests_status_idx').on(t.status, t.createdAt),
  ],
);
