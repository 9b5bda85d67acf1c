/**
 * The admin queue of profile reports (milan-reports.ts contract; members
 * report through reports.ts). Open reports oldest first, so none waits
 * forever; closed ones newest first. Each shows who reported whom (names and
 * mobiles through the customers module), whether the reported profile is
 * suspended now and how many open reports it has. An admin closes a report
 * as `actioned` (they suspended the profile or removed a photo in the
 * profiles console) or `dismissed`.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReport, adminReportResolveBodySchema, ReportStatus } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { selectPage, type Paging } from '../../../db/paging.js';
import type { AdminActor } from '../../../lib/admin-route.js';
import { recordChange } from '../../audit/service.js';
import { contactsOf, type CustomerContact } from '../../customers/service.js';
import { milanProfiles, milanReports } from '../tables.js';

export type ReportResolution = z.output<typeof adminReportResolveBodySchema>;
type ReportRow = typeof milanReports.$inferSelect;

export const REPORT_NOT_FOUND_MESSAGE = 'This report does not exist.';
export const REPORT_CLOSED_MESSAGE = 'This report is already closed.';

const party = (id: string, contact: CustomerContact | undefined) => ({
  _id: id,
  name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : '',
  mobile: contact?.mobile ?? '',
});

/** The console shape of `rows`: contacts, suspensions and open-report counts read in one query each. */
async function toAdminReports(db: Db, rows: readonly ReportRow[]): Promise<AdminReport[]> {
  if (rows.length === 0) return [];
  const reportedIds = [...new Set(rows.map((row) => row.reportedId))];
  const [contacts, profiles, open] = await Promise.all([
    contactsOf(db, [...rows.map((row) => row.reporterId), ...reportedIds]),
    db
      .select({ id: milanProfiles.customerId, suspendedAt: milanProfiles.suspendedAt })
      .from(milanProfiles)
      .where(inArray(milanProfiles.customerId, reportedIds)),
    db
      .select({ id: milanReports.reportedId, open: count() })
      .from(milanReports)
      .where(and(eq(milanReports.status, 'open'), inArray(milanReports.reportedId, reportedIds)))
      .groupBy(milanReports.reportedId),
  ]);
  const suspended = new Set(profiles.filter((p) => p.suspendedAt).map((p) => p.id));
  const openCounts = new Map(open.map((row) => [row.id, row.open]));
  return rows.map((row) => ({
    _id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    reporter: party(row.reporterId, contacts.get(row.reporterId)),
    reported: {
      ...party(row.reportedId, contacts.get(row.reportedId)),
      suspended: suspended.has(row.reportedId),
      openReports: openCounts.get(row.reportedId) ?? 0,
    },
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}

/** Reports still open: the console overview's `milanReports` (milan_reports_status_created_idx). */
export function countOpenReports(db: Db): Promise<number> {
  return db.$count(milanReports, eq(milanReports.status, 'open'));
}

/** One page of reports with `status` (open: oldest first; actioned, dismissed: newest first) and how many there are. */
export async function listAdminReports(
  db: Db,
  query: Paging & { status: ReportStatus },
): Promise<{ results: AdminReport[]; total: number }> {
  const order =
    query.status === 'open'
      ? [asc(milanReports.createdAt), asc(milanReports.id)]
      : [desc(milanReports.createdAt), desc(milanReports.id)];
  const { rows, total } = await selectPage(db, milanReports, eq(milanReports.status, query.status), order, query);
  return { results: await toAdminReports(db, rows), total };
}

/**
 * `actor` closes open report `id` as `body.status` with `body.resolution`,
 * with its audit row (status and resolution, before → after) in the same
 * transaction. The row is locked first, so two admins closing it at once
 * close it once. Throws 404 for an unknown report, 409
 * REPORT_CLOSED_MESSAGE when it was already closed.
 */
export async function resolveReport(
  db: Db,
  actor: AdminActor,
  id: string,
  body: ReportResolution,
  now = new Date(),
): Promise<AdminReport> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(milanReports).where(eq(milanReports.id, id)).for('update');
    if (!current) throw httpErrors.notFound(REPORT_NOT_FOUND_MESSAGE);
    if (current.status !== 'open') throw httpErrors.conflict(REPORT_CLOSED_MESSAGE);
    const [updated] = await tx
      .update(milanReports)
      .set({ status: body.status, resolution: body.resolution, resolvedBy: actor.adminId, resolvedAt: now })
      .where(eq(milanReports.id, id))
      .returning();
    if (!updated) throw new Error('report update returned nothing');
    const entry = { action: 'milan-report.decide', targetId: id } as const;
    await recordChange(tx, actor, entry, current, updated, ['status', 'resolution']);
    return updated;
  });
  const [report] = await toAdminReports(db, [row]);
  if (!report) throw new Error('the closed report could not be read back');
  return report;
}
