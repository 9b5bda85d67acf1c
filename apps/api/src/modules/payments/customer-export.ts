/**
 * The payments module's part of "Download my data" (issue 24): every payment
 * the customer made (gateway ids, method, state), the refunds of each and the
 * GST invoice number it was given.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExportPart } from '../../lib/export-part.js';
import { invoiceNumbers, payments, refunds } from './tables.js';

/** `payments.json`: payments newest first, each with its `refunds` and `invoiceNumber` (amounts in paise or cents). */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.customerId, customerId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const ids = rows.map((p) => p.id);
  const [refundRows, invoices] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(refunds).where(inArray(refunds.paymentId, ids)).orderBy(refunds.createdAt),
          db.select().from(invoiceNumbers).where(inArray(invoiceNumbers.paymentId, ids)),
        ]);
  const invoiceOf = new Map(invoices.map((i) => [i.paymentId, i.number]));
  return {
    json: {
      'payments.json': rows.map(({ customerId: _owner, ...payment }) => ({
        ...payment,
        invoiceNumber: invoiceOf.get(payment.id) ?? null,
        refunds: refundRows
          .filter((r) => r.paymentId === payment.id)
          .map(({ idempotencyKey: _key, paymentId: _payment, ...refund }) => refund),
      })),
    },
  };
}
