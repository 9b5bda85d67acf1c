/**
 * The audit module's face (issue 24): record an admin's act in the transaction of the change it
 * records, and read the log newest first (GET /api/admin/audit: super admins every row, other
 * admins the rows of their own areas).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminArea, AdminAuditEntry, AdminAuditQuery } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { selectPage } from '../../db/paging.js';
import { contactsOf } from '../customers/service.js';
import { adminAudit } from './tables.js';

export { auditFields, diffFields, type AuditFields } from './diff.js';
export { recordAudit, recordChange, type AuditEntry } from './record.js';

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
export { contentDesk, type ContentDesk } from './content-desk.js';
