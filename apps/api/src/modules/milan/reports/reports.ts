/**
 * Reporting a profile (DOMAIN "Milan Sathi": one-tap reporting of fake
 * profiles, scams and brokers; SPEC §7 has no call for it, ours is
 * POST /api/users/:id/report). The report waits in the admin queue
 * (admin-reports.ts); the reporter may block the member at the same time.
 */
import { httpErrors } from '@fastify/sensible';
import type { z } from 'zod';
import { MESSAGES, type reportBodySchema } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { blockMember } from '../shared/blocks.js';
import { findProfile } from '../shared/members.js';
import { milanReports } from '../tables.js';

export type ReportInput = z.output<typeof reportBodySchema>;

export const REPORT_SELF_MESSAGE = MESSAGES.reportSelf;

/**
 * `reporterId` reports member `reportedId` (`body.block`: and blocks them,
 * shared/blocks.ts blockMember). One open report per reporter and profile: while
 * theirs is open, reporting again stores nothing new (unique index
 * milan_reports_open_pair_key) and still succeeds. Throws 400 for oneself,
 * 404 MESSAGES.profileNotFound when `reportedId` has no profile.
 */
export async function reportMember(
  db: Db,
  reporterId: string,
  reportedId: string,
  body: ReportInput,
  now = new Date(),
): Promise<void> {
  if (reporterId === reportedId) throw httpErrors.badRequest(REPORT_SELF_MESSAGE);
  if (!(await findProfile(db, reportedId))) throw httpErrors.notFound(MESSAGES.profileNotFound);
  await db
    .insert(milanReports)
    .values({ reporterId, reportedId, reason: body.reason, details: body.details, createdAt: now })
    .onConflictDoNothing();
  if (body.block) await blockMember(db, reporterId, reportedId, now);
}
