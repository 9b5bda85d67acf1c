/**
 * The audit module's face (issue 24): record an admin's act in the transaction of the change it
 * records, and read the log newest first (GET /api/admin/audit: super admins every row, other
 * admins the rows of their own areas).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminArea, AdminAuditEntry, AdminAuditQuery, AuditAction } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { selectPage } from '../../db/paging.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { contactsOf } from '../customers/service.js';
import { diffFields, type AuditFields } from './diff.js';
import { adminAudit } from './tables.js';

export { auditFields, diffFields, type AuditFields } from './diff.js';

export interface AuditEntry {
  action: AuditAction;
  /** The record acted on. */
  targetId: string;
  /** Which part or kind of the target ('' when none). */
  detail?: string;
  /** The changed fields before (null: not applicable, e.g. a creation or a view). */
  before?: AuditFields | null;
  /** The changed fields after (null: not applicable, e.g. a removal or a view). */
  after?: AuditFields | null;
}

/**
 * Adds one row to the audit log: `actor` did `entry`, dated `at`. Pass the transaction that makes
 * the change (`db` = its `tx`), so the change and its record commit or roll back together.
 */
export async function recordAudit(db: Db | Tx, actor: AdminActor, entry: AuditEntry, at = new Date()): Promise<void> {
  const { before = null, after = null, detail = '', ...rest } = entry;
  await db.insert(adminAudit).values({ ...actor, ...rest, detail, before, after, at });
}

/**
 * Records that `actor` changed record `targetId` from `before` to `after` (rows or any objects):
 * only the fields that differ (diffFields, limited to `keys` when given) are kept. Writes nothing
 * and returns false when nothing kept changed. Call it inside the change's transaction.
 */
export async function recordChange(
  db: Db | Tx,
  actor: AdminActor,
  entry: Omit<AuditEntry, 'before' | 'after'>,
  before: object,
  after: object,
  keys?: readonly string[],
): Promise<boolean> {
  const diff = diffFields(before, after, keys);
  if (!diff) return false;
  await recordAudit(db, actor, { ...entry, ...diff });
  return true;
}

/** What a reader of the log may see: every area (super), or only `areas`. */
export interface AuditReader {
  adminAreas: readonly AdminArea[];
}

/**
 * One page of the audit log, newest first, with each admin's name and mobile, and the number of rows:
 * a super admin reads every row, another admin only rows of the areas they hold; `query` narrows by
 * area, action and target.
 */
export async function listAudit(
  db: Db,
  reader: AuditReader,
  query: AdminAuditQuery,
): Promise<{ results: AdminAuditEntry[]; total: number }> {
  const where = and(
    reader.adminAreas.includes('super') ? undefined : inArray(adminAudit.area, [...reader.adminAreas]),
    query.area ? eq(adminAudit.area, query.area) : undefined,
    query.action ? eq(adminAudit.action, query.action) : undefined,
    query.targetId ? eq(adminAudit.targetId, query.targetId) : undefined,
  );
  const { rows, total } = await selectPage(db, adminAudit, where, [desc(adminAudit.at), desc(adminAudit.id)], query);
  const admins = await contactsOf(
    db,
    rows.map((row) => row.adminId),
  );
  const results = rows.map(({ id, at, ...row }) => {
    const admin = admins.get(row.adminId);
    return {
      _id: id,
      ...row,
      adminName: admin ? `${admin.firstName} ${admin.lastName}`.trim() : '',
      adminMobile: admin?.mobile ?? '',
      at: at.toISOString(),
    };
  });
  return { results, total };
}
