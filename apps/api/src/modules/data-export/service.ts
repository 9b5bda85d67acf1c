/**
 * "Download my data" (issue 24, DPDP Act 2023 s.11): a customer's request is
 * written first as a `pending` row, then prepared in the background — right
 * after the request (startDataExport) and, should that process stop, by the
 * job pass (runDataExportPass) — into a ZIP in the private file store, never
 * under /uploads or a public URL. When ready the customer is told in the
 * notification centre; the file is downloadable by them only, for
 * DATA_EXPORT_TTL_DAYS, and then deleted by the same pass.
 *
 * Limits: one request in progress per customer (a second answers the first;
 * partial unique index data_exports_pending_key) and DATA_EXPORTS_PER_DAY
 * requests in 24 hours (429).
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DATA_EXPORTS_PER_DAY,
  DATA_EXPORT_TTL_DAYS,
  MESSAGES,
  MESSAGE_TEMPLATES,
  type DataExport,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PrivateFiles } from '../../providers/private-files/types.js';
import type { Realtime } from '../../realtime/index.js';
import { notify } from '../notifications/service.js';
import { buildExportZip } from './build-zip.js';
import { gatherCustomerData } from './gather.js';
import { dataExports, type DataExportRow } from './tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending request claimed longer ago than this was left by a stopped process: it is taken up again. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;
/** Tries before a request is marked failed. */
export const MAX_ATTEMPTS = 3;
/** The web page where a customer downloads their exports (the profile's "Download my data" card). */
export const DATA_EXPORT_LINK = '/profile#download-my-data';

/** What preparing an export needs besides the database. */
export interface ExportWork {
  files: PrivateFiles;
  realtime: Realtime | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The API shape of a row. */
export function toDataExport(row: DataExportRow): DataExport {
  return {
    _id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  };
}

/**
 * Records `customerId`'s request at `now`, or answers the one still pending
 * (`created: false`). Throws 429 MESSAGE_TEMPLATES.dataExportLimit after
 * DATA_EXPORTS_PER_DAY requests in the last 24 hours. Serialised per customer.
 */
export async function requestDataExport(
  db: Db,
  customerId: string,
  now = new Date(),
): Promise<{ row: DataExportRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`data-export:${customerId}`}, 0))`);
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.customerId, customerId), eq(dataExports.status, 'pending')));
    if (pending) return { row: pending, created: false };
    const [recent] = await tx
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.customerId, customerId), gte(dataExports.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((recent?.n ?? 0) >= DATA_EXPORTS_PER_DAY) {
      throw httpErrors.tooManyRequests(MESSAGE_TEMPLATES.dataExportLimit(DATA_EXPORTS_PER_DAY));
    }
    const [row] = await tx.insert(dataExports).values({ customerId, createdAt: now }).returning();
    if (!row) throw new Error('data export request not stored');
    return { row, created: true };
  });
}

/** `customerId`'s exports, newest first. */
export async function listDataExports(db: Db, customerId: string): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.customerId, customerId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id));
}

/**
 * The ZIP of export `id` for `customerId` at `now`. Throws 404 when it is not
 * theirs (or does not exist, or failed), 409 while it is being prepared, 410
 * once expired.
 */
export async function readDataExport(
  db: Db,
  files: PrivateFiles,
  customerId: string,
  id: string,
  now = new Date(),
): Promise<{ body: Buffer; fileName: string }> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.customerId, customerId)));
  if (!row || row.status === 'failed') throw httpErrors.notFound(MESSAGES.dataExportNotFound);
  if (row.status === 'pending') throw httpErrors.conflict(MESSAGES.dataExportNotReady);
  const stored = row.status === 'ready' && row.fileKey && row.expiresAt && row.expiresAt > now;
  const file = stored ? await files.get(row.fileKey!) : null;
  if (!file) throw httpErrors.gone(MESSAGES.dataExportExpired);
  return { body: file.body, fileName: `seva-my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** Takes up pending export `id` at `now` unless another worker holds a fresh claim; answers the claimed row or null. */
async function claim(db: Db, id: string, now: Date): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ claimedAt: now, attempts: sql`${dataExports.attempts} + 1` })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.status, 'pending'),
        or(isNull(dataExports.claimedAt), lt(dataExports.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Prepares pending export `id`: gathers the customer's data, stores the ZIP
 * privately under `data-exports/<customer>/<id>.zip`, marks it ready until
 * now + DATA_EXPORT_TTL_DAYS and notifies the customer (`data_export_ready`).
 * Answers false when another worker holds it. A failure releases the claim
 * for the next pass, or marks the request failed after MAX_ATTEMPTS tries.
 */
export async function prepareDataExport(db: Db, work: ExportWork, id: string, now = new Date()): Promise<boolean> {
  const row = await claim(db, id, now);
  if (!row) return false;
  const started = Date.now();
  let zipBytes: number;
  try {
    const zip = buildExportZip(await gatherCustomerData(db, work.files, row.customerId), now);
    const fileKey = `data-exports/${row.customerId}/${row.id}.zip`;
    await work.files.put(fileKey, zip, 'application/zip');
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
    const stored = await db
      .update(dataExports)
      .set({ status: 'ready', fileKey, sizeBytes: zip.length, readyAt, expiresAt, error: null })
      .where(eq(dataExports.id, row.id))
      .returning({ id: dataExports.id });
    if (stored.length === 0) {
      // The account was deleted while this was prepared (eraseCustomerExports): keep nothing of it.
      await work.files.remove(fileKey);
      return true;
    }
    zipBytes = zip.length;
  } catch (err) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    work.log.error({ err, exportId: row.id, attempt: row.attempts }, 'data export failed');
    await db
      .update(dataExports)
      .set(failed ? { status: 'failed', error: String(err) } : { claimedAt: null, error: String(err) })
      .where(eq(dataExports.id, row.id));
    return true;
  }
  work.log.info({ exportId: row.id, bytes: zipBytes, ms: Date.now() - started }, 'data export ready');
  // The ZIP is ready whatever becomes of the notice; the card on the profile shows it either way.
  await notify(db, work.realtime, row.customerId, {
    kind: 'data_export_ready',
    title: MESSAGES.dataExportReadyTitle,
    body: MESSAGE_TEMPLATES.dataExportReadyBody(DATA_EXPORT_TTL_DAYS),
    link: DATA_EXPORT_LINK,
    dedupeKey: `data_export_ready:${row.id}`,
  }).catch((err: unknown) => work.log.warn({ err, exportId: row.id }, 'data export notice not stored'));
  return true;
}

const running = new WeakMap<Db, Set<Promise<unknown>>>();

/**
 * Starts preparing export `id` now, without waiting (the route, right after
 * the request is stored). A crash loses nothing: the row stays pending for the
 * job pass. settleDataExports waits for what was started.
 */
export function startDataExport(db: Db, work: ExportWork, id: string): void {
  const set = running.get(db) ?? new Set();
  running.set(db, set);
  const job = prepareDataExport(db, work, id)
    .catch((err: unknown) => work.log.error({ err, exportId: id }, 'data export failed'))
    .finally(() => set.delete(job));
  set.add(job);
}

/** Waits for every export started on `db` by startDataExport (the app's close; tests). */
export async function settleDataExports(db: Db): Promise<void> {
  const set = running.get(db);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}

/** Deletes the files of exports expired at `now` and marks them expired; answers how many. */
export async function expireDataExports(db: Db, files: PrivateFiles, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
  for (const row of due) {
    if (row.fileKey) await files.remove(row.fileKey);
    await db.update(dataExports).set({ status: 'expired', fileKey: null }).where(eq(dataExports.id, row.id));
  }
  return due.length;
}

/**
 * The job pass (plugins/jobs.ts): prepares every pending export no live
 * worker holds (a request whose process stopped), oldest first, then deletes
 * the expired ones. Answers what it did.
 */
export async function runDataExportPass(
  db: Db,
  work: ExportWork,
  now = new Date(),
): Promise<{ prepared: number; expired: number }> {
  const pending = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, 'pending'),
        or(isNull(dataExports.claimedAt), lt(dataExports.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
      ),
    )
    .orderBy(dataExports.createdAt)
    .limit(20);
  let prepared = 0;
  for (const { id } of pending) if (await prepareDataExport(db, work, id, now)) prepared++;
  const expired = await expireDataExports(db, work.files, now);
  if (prepared + expired > 0) work.log.info({ prepared, expired }, 'data exports');
  return { prepared, expired };
}

/**
 * The exports' part of deleting an account (issue 24, docs/decisions/017):
 * deletes every export of `customerId` in `tx` and answers the keys of their
 * ZIPs, to remove from the private store once the erasure has committed.
 */
export async function eraseCustomerExports(tx: Tx, customerId: string): Promise<string[]> {
  const rows = await tx
    .delete(dataExports)
    .where(eq(dataExports.customerId, customerId))
    .returning({ fileKey: dataExports.fileKey });
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}
