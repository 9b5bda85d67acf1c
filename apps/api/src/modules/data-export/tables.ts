import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DataExportStatus } from '@seva/contracts';
import { createdAtColumn, idColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A customer's "Download my data" request (issue 24, DPDP Act 2023): written
 * first as `pending`, then prepared in the background (service.ts) into a ZIP
 * in the private file store under `fileKey`; `ready` until `expiresAt`, when
 * a job pass deletes the file and marks it `expired`. `claimedAt` is when a
 * worker took it up: a pending row left claimed for long (a crashed process)
 * is taken up again. One pending request per customer (partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text().$type<DataExportStatus>().notNull().default('pending'),
    claimedAt: at(),
    attempts: integer().notNull().default(0),
    fileKey: text(),
    sizeBytes: integer(),
    error: text(),
    readyAt: at(),
    expiresAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('data_exports_customer_idx').on(t.customerId, t.createdAt.desc()),
    uniqueIndex('data_exports_pending_key')
      .on(t.customerId)
      .where(sql`${t.status} = 'pending'`),
    index('data_exports_status_idx').on(t.status, t.createdAt),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
