/**
 * The admin audit log (issue 17 finding 4, issue 24): one row per admin action, written in the
 * transaction of the change it records: who (the admin and the area that let them), when, what,
 * which record, and the before/after of the fields that changed. Append-only: the migration
 * `admin_audit_append_only` adds a trigger that refuses UPDATE, DELETE and TRUNCATE of this table.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The changed fields as they were (null when not applicable: a creation, a view). */
    before: jsonb().$type<Record<string, unknown>>(),
    /** The changed fields as they became (null when not applicable: a removal, a view). */
    after: jsonb().$type<Record<string, unknown>>(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('admin_audit_area_at_idx').on(t.area, t.at.desc(), t.id.desc()),
    index('admin_audit_target_idx').on(t.targetId),
  ],
);
