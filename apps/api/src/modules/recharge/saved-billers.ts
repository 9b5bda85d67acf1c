/**
 * Saved billers (issue 23): a customer's biller and consumer number under a
 * nickname, each shown with the last bill fetched for it and where it stands
 * (due in N days, overdue, paid, or no bill fetched yet), so one tap fetches
 * and pays it. Every read and write is the customer's own; at most
 * SAVED_BILLERS_LIMIT per customer. Dates in India (IST).
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  SAVED_BILLERS_LIMIT,
  paiseToRupees,
  type SaveBillerBody,
  type SavedBiller,
  type SavedBillerStatus,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { DAY_MS, indiaToday } from '../../lib/india-dates.js';
import { resolveTarget } from './target.js';
import { rechargeBillFetches, rechargeOrders, rechargeSavedBillers } from './tables.js';

type BillerRow = typeof rechargeSavedBillers.$inferSelect;
type FetchRow = typeof rechargeBillFetches.$inferSelect;

/** A saved biller with its last fetched bill and whether that bill was paid. */
export interface BillerWithBill {
  biller: BillerRow;
  bill: FetchRow | null;
  paid: boolean;
}

const billKey = (customerId: string, productCode: string, number: string) => `${customerId}|${productCode}|${number}`;

/** Whole days from `today` to `dueDate` (both YYYY-MM-DD); negative when past. */
export function daysUntil(today: string, dueDate: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Where a biller stands on `today` (IST). */
export function billerStatus(bill: FetchRow | null, paid: boolean, today: string): SavedBillerStatus {
  if (!bill) return 'fetch';
  if (paid) return 'paid';
  return daysUntil(today, bill.dueDate) < 0 ? 'overdue' : 'due';
}

/**
 * `billers` each with the latest bill fetched by its customer for its biller
 * and number, and whether a payment (PENDING or SUCCESS) took that bill.
 */
export async function withLastBills(db: Db, billers: BillerRow[]): Promise<BillerWithBill[]> {
  if (billers.length === 0) return [];
  const customers = [...new Set(billers.map((b) => b.customerId))];
  const fetches = await db
    .selectDistinctOn([rechargeBillFetches.customerId, rechargeBillFetches.productCode, rechargeBillFetches.number])
    .from(rechargeBillFetches)
    .where(
      and(
        inArray(rechargeBillFetches.customerId, customers),
        inArray(rechargeBillFetches.number, [...new Set(billers.map((b) => b.number))]),
      ),
    )
    .orderBy(
      rechargeBillFetches.customerId,
      rechargeBillFetches.productCode,
      rechargeBillFetches.number,
      desc(rechargeBillFetches.createdAt),
    );
  const byKey = new Map(fetches.map((f) => [billKey(f.customerId, f.productCode, f.number), f]));
  const fetchIds = fetches.map((f) => f.id);
  const paidRows =
    fetchIds.length === 0
      ? []
      : await db
          .select({ id: rechargeOrders.fetchedBillOrderId })
          .from(rechargeOrders)
          .where(
            and(
              inArray(rechargeOrders.fetchedBillOrderId, fetchIds),
              inArray(rechargeOrders.status, ['PENDING', 'SUCCESS']),
            ),
          );
  const paid = new Set(paidRows.map((r) => r.id));
  return billers.map((biller) => {
    const bill = byKey.get(billKey(biller.customerId, biller.productCode, biller.number)) ?? null;
    return { biller, bill, paid: bill !== null && paid.has(bill.id) };
  });
}

function toSavedBiller({ biller, bill, paid }: BillerWithBill, today: string): SavedBiller {
  const { operator, service } = resolveTarget({ product_code: biller.productCode, number: biller.number });
  return {
    _id: biller.id,
    service_id: service.service_id,
    billType: service.slug,
    product_code: operator.product_code,
    productName: operator.name,
    number: biller.number,
    nickname: biller.nickname,
    lastBill: bill && {
      amount: paiseToRupees(bill.amountPaise),
      dueDate: bill.dueDate,
      billDate: bill.billDate,
      customerName: bill.customerName,
    },
    status: billerStatus(bill, paid, today),
    dueInDays: bill ? daysUntil(today, bill.dueDate) : null,
    createdAt: biller.createdAt.toISOString(),
  };
}

/** `customerId`'s saved billers, newest first, each with its last bill and status as of `now`. */
export async function listSavedBillers(db: Db, customerId: string, now = new Date()): Promise<SavedBiller[]> {
  const rows = await db
    .select()
    .from(rechargeSavedBillers)
    .where(eq(rechargeSavedBillers.customerId, customerId))
    .orderBy(desc(rechargeSavedBillers.createdAt), desc(rechargeSavedBillers.id));
  const today = indiaToday(now);
  return (await withLastBills(db, rows)).map((row) => toSavedBiller(row, today));
}

/**
 * Saves biller `product_code` and consumer `number` as `nickname` for
 * `customerId`; the same biller and number again only renames it. Throws
 * 400/422 (number or biller, as a bill payment would), 422 (a service paid
 * without a fetch: nothing to keep), 409 (SAVED_BILLERS_LIMIT reached).
 */
export async function saveBiller(db: Db, customerId: string, body: SaveBillerBody): Promise<SavedBiller> {
  const { operator, service, number } = resolveTarget(body);
  if (service.flow !== 'fetch') throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.billWithoutFetch(service.name));
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx
      .update(rechargeSavedBillers)
      .set({ nickname: body.nickname })
      .where(
        and(
          eq(rechargeSavedBillers.customerId, customerId),
          eq(rechargeSavedBillers.productCode, operator.product_code),
          eq(rechargeSavedBillers.number, number),
        ),
      )
      .returning();
    if (existing) return existing;
    const saved = await tx.$count(rechargeSavedBillers, eq(rechargeSavedBillers.customerId, customerId));
    if (saved >= SAVED_BILLERS_LIMIT)
      throw httpErrors.conflict(MESSAGE_TEMPLATES.savedBillersFull(SAVED_BILLERS_LIMIT));
    const [inserted] = await tx
      .insert(rechargeSavedBillers)
      .values({ customerId, productCode: operator.product_code, number, nickname: body.nickname })
      .onConflictDoUpdate({
        target: [rechargeSavedBillers.customerId, rechargeSavedBillers.productCode, rechargeSavedBillers.number],
        set: { nickname: body.nickname },
      })
      .returning();
    if (!inserted) throw new Error('saved biller insert returned nothing');
    return inserted;
  });
  const [view] = await withLastBills(db, [row]);
  return toSavedBiller(view!, indiaToday(new Date()));
}

/** Deletes `customerId`'s saved biller `id`. Throws 404 when it is not theirs (or does not exist). */
export async function deleteSavedBiller(db: Db, customerId: string, id: string): Promise<void> {
  const gone = await db
    .delete(rechargeSavedBillers)
    .where(and(eq(rechargeSavedBillers.id, id), eq(rechargeSavedBillers.customerId, customerId)))
    .returning({ id: rechargeSavedBillers.id });
  if (gone.length === 0) throw httpErrors.notFound(MESSAGES.savedBillerNotFound);
}
