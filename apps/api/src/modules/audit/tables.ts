/**
 * The admin audit log (issue 17 finding 4): one row per sensitive admin act,
 * today every view of a member's ID document or selfie. Rows are only ever
 * added; super admins read them at GET /api/admin/audit.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdminArea, AuditAction } from '@seva/contracts';
import { idColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: idColumn(),
    /** The admin who acted (their customer record is kept while the log is). */
    adminId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The area that let them. */
    area: text().$type<AdminArea>().notNull(),
    action: text().$type<AuditAction>().notNull(),
    targetId: text().notNull(),
    detail: text().notNull().default(''),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at.desc(), t.id.desc())],
);
