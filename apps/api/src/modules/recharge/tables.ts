/**
 * Recharge and bill payment (SPEC §3 records, §4 "Payments"; issue 5).
 *
 * `recharge_orders`: one row per paid attempt, written before the provider is
 * called (DESIGN: Data). `payment_id` is unique: one payment, one recharge,
 * so a replayed rechargeData cannot call the provider twice. `status` is the
 * server's truth (PENDING → SUCCESS | FAILED; CANCEL when the payment itself
 * failed). The refund lives in the payments ledger (`refunds`, one per
 * payment). The three `*_recorded_at` columns are when the browser's SPEC
 * call recorded that step (success-recharge, refund-recharge,
 * refund-success-rechar): the first call records it, a repeat answers 409.
 * A PENDING row is polled by jobs/poll-recharges.ts at `next_poll_at`; one
 * number has at most one PENDING order per operator (no retry meanwhile).
 *
 * `recharge_bill_fetches`: bills fetched for a customer; billPayment pays one
 * at most once (unique `fetched_bill_order_id` among pending and successful orders).
 *
 * `recharge_service_settings`: services the admin switched off (absent = on).
 *
 * Issue 23: an order keeps the plan it bought (`plan_*`, as the catalogue
 * offered it then; `validity_days` null for "Existing plan" add-ons and typed
 * amounts) for one-tap repeat and the validity reminder.
 * `recharge_saved_billers`: a customer's billers and consumer numbers (one row
 * per biller and number), at most SAVED_BILLERS_LIMIT.
 * `recharge_complaints`: complaints about recharges pending too long; one open
 * complaint per order (partial unique index), resolved by an admin.
 */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RechargeComplaintStatus, RechargeStatus } from '@seva/contracts';
import { createdAtColumn, idColumn, referenceColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';
import { payments } from '../payments/tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rechargeBillFetches = pgTable(
  'recharge_bill_fetches',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    productCode: text().notNull(),
    number: text().notNull(),
    customerName: text().notNull(),
    amountPaise: integer().notNull(),
    billNumber: text().notNull(),
    billDate: text().notNull(),
    dueDate: text().notNull(),
    billFetchRef: text().notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('recharge_bill_fetches_customer_idx').on(t.customerId, t.createdAt)],
);

/** recharge_orders.reference (db/columns.ts referenceColumn) and its sequence. */
const rechargeOrdersReference = referenceColumn('RC', 'recharge_orders_reference_seq');
export const rechargeOrdersReferenceSequence = rechargeOrdersReference.sequence;

export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: idColumn(),
    reference: rechargeOrdersReference.column,
    customerId: text()
      .notNull()
      .references(() => customers.id),
    /** The payment behind it (a CANCEL record: the payment that failed). */
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    serviceId: integer().notNull(),
    productCode: text().notNull(),
    productName: text().notNull(),
    billType: text().notNull(),
    number: text().notNull(),
    circle: text(),
    amountPaise: integer().notNull(),
    pincode: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    fetchedBillOrderId: text().references(() => rechargeBillFetches.id),
    billFetchRef: text(),
    /** The catalogue plan bought (issue 23); null when the amount was typed. */
    planId: text(),
    /** "28 days", "Existing plan": the plan's validity as offered. */
    planValidity: text(),
    /** The plan's one line ("1.5 GB/day · 28 days", a DTH pack's name). */
    planDescription: text(),
    /** Whole days the plan lasts from the recharge; null when it has no own validity. */
    validityDays: integer(),
    status: text().$type<RechargeStatus>().notNull().default('PENDING'),
    providerOrderId: text(),
    operatorReference: text(),
    message: text().notNull().default(''),
    /** When the job asks the provider next (PENDING only); null once final. */
    nextPollAt: at('next_poll_at'),
    polls: integer().notNull().default(0),
    finishedAt: at('finished_at'),
    successRecordedAt: at('success_recorded_at'),
    refundRecordedAt: at('refund_recorded_at'),
    refundSuccessRecordedAt: at('refund_success_recorded_at'),
    /** Kept for support: who was on the other side when the provider answered. */
    provider: text().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('recharge_orders_reference_key').on(t.reference),
    uniqueIndex('recharge_orders_payment_id_key').on(t.paymentId),
    // A fetched bill is paid at most once; a failed or cancelled attempt frees it for another try.
    uniqueIndex('recharge_orders_fetched_bill_key')
      .on(t.fetchedBillOrderId)
      .where(sql`status IN ('PENDING', 'SUCCESS')`),
    index('recharge_orders_customer_idx').on(t.customerId, t.createdAt),
    index('recharge_orders_poll_idx')
      .on(t.nextPollAt)
      .where(sql`status = 'PENDING'`),
    // DOMAIN.md: block retries while a recharge of the same number is pending.
    uniqueIndex('recharge_orders_pending_number_key')
      .on(t.productCode, t.number)
      .where(sql`status = 'PENDING'`),
  ],
);

export const rechargeServiceSettings = pgTable('recharge_service_settings', {
  serviceId: integer().primaryKey(),
  enabled: boolean().notNull(),
  updatedAt: updatedAtColumn(),
});

export const rechargeSavedBillers = pgTable(
  'recharge_saved_billers',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    productCode: text().notNull(),
    /** Canonical consumer number (target.ts). */
    number: text().notNull(),
    nickname: text().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('recharge_saved_billers_key').on(t.customerId, t.productCode, t.number)],
);

/** recharge_complaints.reference (SV-CP-26-000012) and its sequence. */
const rechargeComplaintsReference = referenceColumn('CP', 'recharge_complaints_reference_seq');
export const rechargeComplaintsReferenceSequence = rechargeComplaintsReference.sequence;

export const rechargeComplaints = pgTable(
  'recharge_complaints',
  {
    id: idColumn(),
    reference: rechargeComplaintsReference.column,
    orderId: text()
      .notNull()
      .references(() => rechargeOrders.id),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    note: text().notNull().default(''),
    status: text().$type<RechargeComplaintStatus>().notNull().default('open'),
    resolution: text(),
    resolvedBy: text().references(() => customers.id),
    resolvedAt: at('resolved_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('recharge_complaints_reference_key').on(t.reference),
    uniqueIndex('recharge_complaints_open_order_key')
      .on(t.orderId)
      .where(sql`status = 'open'`),
    index('recharge_complaints_customer_idx').on(t.customerId, t.createdAt),
    index('recharge_complaints_status_idx').on(t.status, t.createdAt),
  ],
);
