/**
 * Complaints about recharges left pending (issue 23; DOMAIN.md: providers
 * answer asynchronously, so a recharge may stay pending). A customer may
 * raise one on their own order once it has been PENDING for
 * COMPLAINT_AFTER_MINUTES; one open complaint per order (a second call
 * answers the open one). Admins resolve them (admin-complaints.ts).
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq } from 'drizzle-orm';
import {
  COMPLAINT_AFTER_MINUTES,
  MESSAGE_TEMPLATES,
  MESSAGES,
  type RaiseComplaintBody,
  type RechargeComplaint,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { rechargeComplaints, rechargeOrders } from './tables.js';

export type ComplaintRow = typeof rechargeComplaints.$inferSelect;

/** The contract's shape of a complaint. */
export function toRechargeComplaint(row: ComplaintRow): RechargeComplaint {
  return {
    _id: row.id,
    reference: row.reference,
    orderId: row.orderId,
    note: row.note,
    status: row.status,
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

async function openComplaintOf(db: Db, orderId: string): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .select()
    .from(rechargeComplaints)
    .where(and(eq(rechargeComplaints.orderId, orderId), eq(rechargeComplaints.status, 'open')));
  return row;
}

/**
 * Raises a complaint about `customerId`'s order `orderId` as of `now`, or
 * answers the open one already raised. Throws 404 (not their order), 409
 * (the order is final, or pending less than COMPLAINT_AFTER_MINUTES).
 */
export async function raiseComplaint(
  db: Db,
  customerId: string,
  orderId: string,
  body: RaiseComplaintBody,
  now = new Date(),
): Promise<RechargeComplaint> {
  const [order] = await db
    .select({ status: rechargeOrders.status, createdAt: rechargeOrders.createdAt })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.customerId, customerId)));
  if (!order) throw httpErrors.notFound(MESSAGES.rechargeNotFound);
  const open = await openComplaintOf(db, orderId);
  if (open) return toRechargeComplaint(open);
  if (order.status !== 'PENDING') throw httpErrors.conflict(MESSAGES.complaintOrderFinal);
  if (now.getTime() - order.createdAt.getTime() < COMPLAINT_AFTER_MINUTES * 60_000)
    throw httpErrors.conflict(MESSAGE_TEMPLATES.complaintTooEarly(COMPLAINT_AFTER_MINUTES));
  const [row] = await db
    .insert(rechargeComplaints)
    .values({ orderId, customerId, note: body.note ?? '', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  // A parallel call raised it first: answer that one.
  const raised = row ?? (await openComplaintOf(db, orderId));
  if (!raised) throw new Error(`complaint about recharge ${orderId} vanished`);
  return toRechargeComplaint(raised);
}

/** `customerId`'s complaints, newest first (the history shows each beside its order). */
export async function listComplaints(db: Db, customerId: string): Promise<RechargeComplaint[]> {
  const rows = await db
    .select()
    .from(rechargeComplaints)
    .where(eq(rechargeComplaints.customerId, customerId))
    .orderBy(desc(rechargeComplaints.createdAt), desc(rechargeComplaints.id))
    .limit(200);
  return rows.map(toRechargeComplaint);
}
