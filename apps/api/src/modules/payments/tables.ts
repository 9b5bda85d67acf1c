/**
 * Payments are rows before they are calls (DESIGN: Data). A `payments` row is
 * written before the gateway is asked for an order and moves forward only:
 * created → paid → fulfilled | refunded, or created → failed (state.ts).
 * Amounts are integer paise. `payment_events` remembers every webhook event
 * id so a redelivery changes nothing; `refunds` is the refund ledger, one row
 * per intended refund under a unique idempotency key.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentPurpose, PaymentStatus } from '@seva/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    purpose: text().$type<PaymentPurpose>(),
    purposeId: text(),
    /** Minor units of `currency`: paise for INR, cents for USD (PayPal). */
    amountPaise: integer().notNull(),
    currency: text().$type<'INR' | 'USD'>().notNull().default('INR'),
    gateway: text().$type<'sandbox' | 'razorpay' | 'paypal' | 'paypal-sandbox'>().notNull(),
    /** Null only between our insert and the gateway's answer. */
    gatewayOrderId: text(),
    gatewayPaymentId: text(),
    /**
     * How the customer paid: Razorpay's payment entity `method` (upi, card,
     * netbanking, wallet, emi, paylater…), recorded with the capture so refund
     * texts name where the money goes back. Null for older rows and PayPal.
     */
    method: text(),
    status: text().$type<PaymentStatus>().notNull().default('created'),
    failureReason: text(),
    paidAt: at('paid_at'),
    fulfilledAt: at('fulfilled_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('payments_gateway_order_id_key').on(t.gatewayOrderId),
    // One captured payment can stand behind one of our payments only.
    uniqueIndex('payments_gateway_payment_id_key').on(t.gatewayPaymentId),
    index('payments_customer_id_idx').on(t.customerId, t.createdAt),
    index('payments_status_idx').on(t.status, t.updatedAt),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  /** The gateway's event id (x-razorpay-event-id). */
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAtColumn(),
});

export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    amountPaise: integer().notNull(),
    idempotencyKey: text().notNull(),
    gatewayRefundId: text(),
    status: text().$type<'requested' | 'pending' | 'processed'>().notNull().default('requested'),
    reason: text().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_key').on(t.idempotencyKey),
    // Reconciliation's unsent refunds and the console overview's unconfirmed ones.
    index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * GST invoice numbers (issue 23): one per payment that bought an invoiced
 * purpose (payments/invoice-numbers.ts), assigned once when the payment is
 * claimed, never reused. `sequence` runs from 1 in each Indian financial
 * year; `invoice_counters` holds the last one given, its row lock
 * serialising concurrent payments, and rolls back with a fulfilment that
 * fails, so the series has no gaps.
 */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    paymentId: text()
      .primaryKey()
      .references(() => payments.id),
    /** e.g. SV/26-27/000123 (at most 16 characters: CGST Rules r.46(b)). */
    number: text().notNull(),
    /** "2026-27". */
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    /** The invoice date: when the payment was made (paid_at). */
    issuedAt: at('issued_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('invoice_numbers_number_key').on(t.number),
    uniqueIndex('invoice_numbers_financial_year_sequence_key').on(t.financialYear, t.sequence),
  ],
);

/** The last invoice sequence given in each financial year. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text().primaryKey(),
  last: integer().notNull(),
});
