/**
 * GST invoice numbers (issue 23; CGST Rules r.46(b): a consecutive serial
 * number, unique for a financial year, at most 16 characters): SV/26-27/000123.
 * claimPayment assigns one, in the fulfilling transaction, to every payment
 * of an invoiced purpose (a shop cart, a puja, a pitr paksha ritual, a
 * yatra); a payment claimed before invoices existed gets its number when its
 * invoice is first asked for (invoiceNumberFor). The financial year and the
 * invoice date are those of the payment (paid_at, India time).
 */
import { httpErrors } from '@fastify/sensible';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type PaymentPurpose } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { financialYearOf } from '../../lib/invoices/gst.js';
import type { PaymentRow } from './moves.js';
import { invoiceCounters, invoiceNumbers, payments } from './tables.js';

/** The purposes a tax invoice is issued for; recharges and memberships are not (yet). */
export const INVOICED_PURPOSES: readonly PaymentPurpose[] = ['cart', 'puja', 'pitr', 'yatra'];

/** What invoice numbers start with. */
const INVOICE_PREFIX = 'SV';

/** An issued invoice's number and date. */
export interface InvoiceNumber {
  number: string;
  issuedAt: Date;
}

/** "SV/26-27/000123" from financial year "2026-27" and sequence 123. */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  return `${INVOICE_PREFIX}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/**
 * Gives payment `payment` its invoice number inside `tx` unless it has one:
 * the next of its financial year (the counter's row lock makes concurrent
 * payments wait for each other, so no two share a number). Returns the number
 * and date.
 */
export async function assignInvoiceNumber(
  tx: Db | Tx,
  payment: Pick<PaymentRow, 'id' | 'paidAt' | 'createdAt'>,
): Promise<InvoiceNumber> {
  const [existing] = await tx.select().from(invoiceNumbers).where(eq(invoiceNumbers.paymentId, payment.id));
  if (existing) return existing;
  const issuedAt = payment.paidAt ?? payment.createdAt;
  const financialYear = financialYearOf(issuedAt);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!counter) throw new Error('invoice counter returned nothing');
  const number = formatInvoiceNumber(financialYear, counter.last);
  await tx
    .insert(invoiceNumbers)
    .values({ paymentId: payment.id, number, financialYear, sequence: counter.last, issuedAt });
  return { number, issuedAt };
}

/**
 * The invoice number of payment `paymentId`, assigning it now when the
 * payment was claimed before invoices existed (under the payment's row lock,
 * so two first downloads give one number). Null when the payment was never
 * paid (nothing to invoice). A number given now empties the customer's
 * cached histories, which show it.
 */
export async function invoiceNumberFor(db: Db, paymentId: string): Promise<InvoiceNumber | null> {
  const [known] = await db.select().from(invoiceNumbers).where(eq(invoiceNumbers.paymentId, paymentId));
  if (known) return known;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || !['paid', 'fulfilled', 'refunded'].includes(payment.status)) return null;
    forgetCustomerReads(tx, 'history', payment.customerId); // the histories show the number from now on
    return assignInvoiceNumber(tx, payment);
  });
}

/** The invoice numbers of `paymentIds` that have one, by payment id. */
export async function invoiceNumbersByPaymentIds(
  db: Db | Tx,
  paymentIds: readonly string[],
): Promise<Map<string, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: invoiceNumbers.paymentId, number: invoiceNumbers.number })
    .from(invoiceNumbers)
    .where(sql`${invoiceNumbers.paymentId} in ${paymentIds}`);
  return new Map(rows.map((row) => [row.paymentId, row.number]));
}

/** How an invoice names the way a payment was made. */
const METHOD_NAMES: Record<string, string> = {
  upi: 'UPI',
  card: 'card',
  netbanking: 'net banking',
  wallet: 'wallet',
  emi: 'card EMI',
  paylater: 'pay later',
};

/** What an invoice takes from its payment: number and date, currency, the gateway's payment id and the method. */
export interface InvoiceFacts extends InvoiceNumber {
  currency: 'INR' | 'USD';
  payment: { id: string; method: string };
}

/**
 * The invoice facts of payment `paymentId` (assigning a number to a payment
 * made before invoices existed). Throws 409 (MESSAGES.invoiceNotPaid) when
 * the payment was never paid.
 */
export async function invoiceFacts(db: Db, paymentId: string): Promise<InvoiceFacts> {
  const issued = await invoiceNumberFor(db, paymentId);
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!issued || !payment) throw httpErrors.conflict(MESSAGES.invoiceNotPaid);
  const method = payment.gateway.startsWith('paypal')
    ? 'PayPal'
    : (METHOD_NAMES[payment.method ?? ''] ?? payment.method ?? 'online payment');
  return { ...issued, currency: payment.currency, payment: { id: payment.gatewayPaymentId ?? payment.id, method } };
}
