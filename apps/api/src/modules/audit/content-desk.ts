/**
 * The content desk's writes on the audit log (issue 24: "cheaply"): one helper wraps a content
 * service's create, update or delete in a transaction with its audit row, comparing the record as the
 * console reads it (its answer shape: no secrets) before and after. `detail` names the kind of record
 * ('video', 'news', 'page'…).
 */
import type { AuditAction } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { auditFields, diffFields } from './diff.js';
import { recordAudit } from './record.js';

/** A content service handed the transaction as its database. */
type Change<T> = (tx: Db) => Promise<T>;
/** Reads the record as the console shows it (throws 404 when there is none). */
type Read = (tx: Db) => Promise<object>;

export interface ContentDesk {
  /** Runs `change` (a creation answering the record with its `_id`) and records 'content.create' with the record. */
  create<T extends { _id: string }>(change: Change<T>): Promise<T>;
  /** Reads record `id`, runs `change` (answering the record) and records the fields that changed ('content.update'). */
  update<T extends object>(id: string, read: Read, change: Change<T>, action?: AuditAction): Promise<T>;
  /** Reads record `id`, runs `change` (its removal) and records 'content.delete' with what was removed. */
  remove<T>(id: string, read: Read, change: Change<T>): Promise<T>;
}

/** The content desk of `actor` for records of `kind`, writing through `db`. */
export function contentDesk(db: Db, actor: AdminActor, kind: string): ContentDesk {
  // A transaction is a database for the content services (their own transactions become savepoints).
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  const entry = (action: AuditAction, targetId: string) => ({ action, targetId, detail: kind });
  return {
    create: (change) =>
      inTx(async (tx) => {
        const created = await change(tx);
        const { _id, ...after } = created;
        await recordAudit(tx, actor, { ...entry('content.create', _id), after: auditFields(after) });
        return created;
      }),
    update: (id, read, change, action = 'content.update') =>
      inTx(async (tx) => {
        const before = await read(tx);
        const updated = await change(tx);
        const diff = diffFields(before, updated);
        if (diff) await recordAudit(tx, actor, { ...entry(action, id), ...diff });
        return updated;
      }),
    remove: (id, read, change) =>
      inTx(async (tx) => {
        const before = auditFields(await read(tx));
        const removed = await change(tx);
        await recordAudit(tx, actor, { ...entry('content.delete', id), before });
        return removed;
      }),
  };
}
