/**
 * Recharge complaints in the console (issue 23): the queue (open ones oldest
 * first, resolved ones newest first), and resolving one with a note the
 * customer reads in their history; the resolution goes into the audit log
 * (action 'recharge-complaint.resolve').
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGES, paiseToRupees, type AdminRechargeComplaint, type RechargeComplaintStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { textOrIdMatch } from '../../db/like.js';
import type { Paging } from '../../db/paging.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { recordChange } from '../audit/service.js';
import { customersToJoin } from '../customers/service.js';
import { toRechargeComplaint } from './complaints.js';
import { rechargeComplaints, rechargeOrders } from './tables.js';

export interface AdminComplaintFilter extends Paging {
  status?: readonly RechargeComplaintStatus[] | undefined;
  /** Part of the complaint's or the order's reference, the recharged number or the customer's mobile. */
  q?: string | undefined;
}

/** Open complaints: the overview's `rechargeComplaintsOpen` (recharge_complaints_status_idx). */
export function countOpenComplaints(db: Db): Promise<number> {
  return db.$count(rechargeComplaints, eq(rechargeComplaints.status, 'open'));
}

/** Complaints with their orders and customers' mobiles (`customer` joined as the customers module's subquery). */
function joinedComplaints(db: Db, customer: ReturnType<typeof customersToJoin>) {
  return db
    .select({ complaint: rechargeComplaints, order: rechargeOrders, mobile: customer.mobile })
    .from(rechargeComplaints)
    .innerJoin(rechargeOrders, eq(rechargeOrders.id, rechargeComplaints.orderId))
    .innerJoin(customer, eq(customer.id, rechargeComplaints.customerId));
}

/** Complaints matching `filter`, one page, with their orders and customers' mobiles; and how many match. */
export async function listAdminComplaints(
  db: Db,
  filter: AdminComplaintFilter,
): Promise<{ results: AdminRechargeComplaint[]; total: number }> {
  const customer = customersToJoin(db);
  const where = and(
    filter.status ? inArray(rechargeComplaints.status, filter.status) : undefined,
    textOrIdMatch(
      filter.q,
      [rechargeComplaints.reference, rechargeOrders.reference, rechargeOrders.number, customer.mobile],
      rechargeComplaints.id,
    ),
  );
  const onlyOpen = filter.status?.length === 1 && filter.status[0] === 'open';
  const [rows, [counted]] = await Promise.all([
    joinedComplaints(db, customer)
      .where(where)
      .orderBy(
        onlyOpen ? asc(rechargeComplaints.createdAt) : desc(rechargeComplaints.createdAt),
        desc(rechargeComplaints.id),
      )
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: count() })
      .from(rechargeComplaints)
      .innerJoin(rechargeOrders, eq(rechargeOrders.id, rechargeComplaints.orderId))
      .innerJoin(customer, eq(customer.id, rechargeComplaints.customerId))
      .where(where),
  ]);
  return { results: rows.map(toAdminComplaint), total: counted?.total ?? 0 };
}

type JoinedRow = {
  complaint: typeof rechargeComplaints.$inferSelect;
  order: typeof rechargeOrders.$inferSelect;
  mobile: string;
};

function toAdminComplaint({ complaint, order, mobile }: JoinedRow): AdminRechargeComplaint {
  return {
    ...toRechargeComplaint(complaint),
    customerId: complaint.customerId,
    mobile,
    order: {
      reference: order.reference,
      number: order.number,
      productName: order.productName,
      amount: paiseToRupees(order.amountPaise),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
    },
  };
}

/**
 * Resolves open complaint `id` with `resolution`, by `actor` (the admin and the area that let them),
 * at `now`; the audit log records it (status and resolution, before → after) in the same
 * transaction. Throws 404 (no such complaint), 409 (already resolved).
 */
export async function resolveComplaint(
  db: Db,
  actor: AdminActor,
  id: string,
  resolution: string,
  now = new Date(),
): Promise<AdminRechargeComplaint> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(rechargeComplaints).where(eq(rechargeComplaints.id, id)).for('update');
    if (!current) throw httpErrors.notFound(MESSAGES.complaintNotFound);
    if (current.status !== 'open') throw httpErrors.conflict(MESSAGES.complaintAlreadyResolved);
    const [done] = await tx
      .update(rechargeComplaints)
      .set({ status: 'resolved', resolution, resolvedBy: actor.adminId, resolvedAt: now, updatedAt: now })
      .where(eq(rechargeComplaints.id, id))
      .returning();
    if (!done) throw new Error('complaint update returned nothing');
    const entry = { action: 'recharge-complaint.resolve', targetId: id } as const;
    await recordChange(tx, actor, entry, current, done, ['status', 'resolution']);
  });
  const [row] = await joinedComplaints(db, customersToJoin(db)).where(eq(rechargeComplaints.id, id));
  if (!row) throw httpErrors.notFound(MESSAGES.complaintNotFound);
  return toAdminComplaint(row);
}
