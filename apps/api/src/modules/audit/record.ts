/**
 * Writing the audit log (issue 24): one row per admin action, in the transaction of the change it
 * records, with the before/after of exactly the fields that changed.
 */
import type { AuditAction } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { diffFields, type AuditFields } from './diff.js';
import { adminAudit } from './tables.js';

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
