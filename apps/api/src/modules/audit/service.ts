/**
 * The audit module's face: record an admin's act, and read the log newest
 * first (GET /api/admin/audit, super only).
 */
import { desc } from 'drizzle-orm';
import type { AdminArea, AdminAuditEntry, AuditAction } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { selectPage, type Paging } from '../../db/paging.js';
import { contactsOf } from '../customers/service.js';
import { adminAudit } from './tables.js';

export interface AuditRecord {
  adminId: string;
  area: AdminArea;
  action: AuditAction;
  targetId: string;
  /** Which part of the target ('' when the action has none). */
  detail?: string;
}

/** Adds one row to the audit log, dated `at`. */
export async function recordAudit(db: Db, record: AuditRecord, at = new Date()): Promise<void> {
  await db.insert(adminAudit).values({ ...record, at });
}

/** One page of the audit log, newest first, with each admin's name and mobile; and the number of rows. */
export async function listAudit(db: Db, paging: Paging): Promise<{ results: AdminAuditEntry[]; total: number }> {
  const { rows, total } = await selectPage(
    db,
    adminAudit,
    undefined,
    [desc(adminAudit.at), desc(adminAudit.id)],
    paging,
  );
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
