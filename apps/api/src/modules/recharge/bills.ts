/**
 * Bill fetch (issue 5; DOMAIN.md "fetch-then-pay"): the biller's bill for a
 * number, stored for the customer so billPayment pays exactly that bill,
 * once, within BILL_FETCH_TTL_MINUTES.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  BILL_FETCH_TTL_MINUTES,
  formatInr,
  paiseToRupees,
  type FetchBillBody,
  type FetchedBill,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { RechargeProvider } from '../../providers/recharge/types.js';
import { resolveTarget, type RechargeTarget } from './target.js';
import { rechargeBillFetches } from './tables.js';

type BillRow = typeof rechargeBillFetches.$inferSelect;

function toFetchedBill(row: BillRow, productName: string): FetchedBill {
  return {
    fetched_bill_order_id: row.id,
    bill_fetch_ref: row.billFetchRef,
    product_code: row.productCode,
    product_name: productName,
    number: row.number,
    customerName: row.customerName,
    amount: paiseToRupees(row.amountPaise),
    billNumber: row.billNumber,
    billDate: row.billDate,
    dueDate: row.dueDate,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Fetches the bill due on `body.number` at biller `body.product_code` and
 * stores it for `customerId`. Throws 400/422 (number or biller), 422 (the
 * service pays without a fetch), 404 (no bill due), ProviderError (502).
 */
export async function fetchBill(
  db: Db,
  provider: RechargeProvider,
  customerId: string,
  body: FetchBillBody,
  now = new Date(),
): Promise<FetchedBill> {
  const { operator, service, number } = resolveTarget(body);
  if (service.flow !== 'fetch') throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.billWithoutFetch(service.name));
  const bill = await provider.fetchBill({ productCode: operator.product_code, number });
  if (!bill) throw httpErrors.notFound(MESSAGE_TEMPLATES.noBillDue(operator.numberLabel.toLowerCase()));
  const [row] = await db
    .insert(rechargeBillFetches)
    .values({
      customerId,
      productCode: operator.product_code,
      number,
      customerName: bill.customerName,
      amountPaise: bill.amountPaise,
      billNumber: bill.billNumber,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      billFetchRef: bill.billFetchRef,
      expiresAt: new Date(now.getTime() + BILL_FETCH_TTL_MINUTES * 60_000),
    })
    .returning();
  if (!row) throw new Error('bill fetch insert returned nothing');
  return toFetchedBill(row, operator.name);
}

/**
 * The fetched bill a bill payment names, checked: the customer's own, for
 * the same biller and number, the same `bill_fetch_ref`, not expired, and
 * paid in full (`amountPaise`). Throws 422 (missing, differs), 404 (not
 * found), 409 (expired).
 */
export async function fetchedBillFor(
  tx: Db | Tx,
  customerId: string,
  target: RechargeTarget,
  input: { fetchedBillOrderId: string | undefined; billFetchRef: string | undefined; amountPaise: number },
  now = new Date(),
): Promise<BillRow> {
  if (!input.fetchedBillOrderId || !input.billFetchRef) throw httpErrors.unprocessableEntity(MESSAGES.fetchBillFirst);
  const [row] = await tx
    .select()
    .from(rechargeBillFetches)
    .where(and(eq(rechargeBillFetches.id, input.fetchedBillOrderId), eq(rechargeBillFetches.customerId, customerId)))
    .limit(1);
  if (!row) throw httpErrors.notFound(MESSAGES.billNotFound);
  if (
    row.productCode !== target.operator.product_code ||
    row.number !== target.number ||
    row.billFetchRef !== input.billFetchRef
  )
    throw httpErrors.unprocessableEntity(MESSAGES.billOtherTarget);
  if (row.expiresAt <= now) throw httpErrors.conflict(MESSAGE_TEMPLATES.billFetchExpired(BILL_FETCH_TTL_MINUTES));
  if (row.amountPaise !== input.amountPaise)
    throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.amountDue(formatInr(paiseToRupees(row.amountPaise))));
  return row;
}
