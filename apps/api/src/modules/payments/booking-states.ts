/**
 * How the console shows a booking's money (contracts' adminPaymentStateShape):
 * the payment that paid for it, that payment's state and its refund, loaded
 * for a whole page of bookings at once (two queries for the page, three with
 * the customers' mobiles; never one per booking). Used by the puja, pitr and
 * yatra consoles.
 */
import type { PaymentStatus, RefundStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { mobilesOf } from '../customers/service.js';
import type { PaymentRow } from './moves.js';
import { paymentsByIds, refundsByPaymentIds } from './queries.js';

/** What every booking table has for this: who booked, the payment and the last change. */
export interface PaidBookingRow {
  customerId: string;
  paymentId: string;
  updatedAt: Date;
}

/** The fields of contracts' adminPaymentStateShape. */
export interface PaymentState {
  customerId: string;
  paymentRecordId: string;
  paymentStatus: PaymentStatus;
  refundStatus: RefundStatus | null;
  updatedAt: string;
}

/**
 * Each of `rows` (same order) with its payment (undefined when the row is
 * missing) and its PaymentState; a booking without a payment row shows
 * 'fulfilled', a payment never refunded a null refundStatus.
 */
export async function withPaymentStates<Row extends PaidBookingRow>(
  db: Db,
  rows: Row[],
): Promise<{ row: Row; payment: PaymentRow | undefined; state: PaymentState }[]> {
  const paymentIds = rows.map((row) => row.paymentId);
  const [paid, refunds] = await Promise.all([paymentsByIds(db, paymentIds), refundsByPaymentIds(db, paymentIds)]);
  return rows.map((row) => {
    const payment = paid.get(row.paymentId);
    const state: PaymentState = {
      customerId: row.customerId,
      paymentRecordId: row.paymentId,
      paymentStatus: payment?.status ?? 'fulfilled',
      refundStatus: refunds.get(row.paymentId)?.status ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
    return { row, payment, state };
  });
}

/** withPaymentStates, each state with the customer's mobile number too (null when unknown), to call them. */
export async function withPaymentStatesAndMobiles<Row extends PaidBookingRow>(
  db: Db,
  rows: Row[],
): Promise<{ row: Row; payment: PaymentRow | undefined; state: PaymentState & { customerMobile: string | null } }[]> {
  const [paid, mobiles] = await Promise.all([
    withPaymentStates(db, rows),
    mobilesOf(
      db,
      rows.map((row) => row.customerId),
    ),
  ]);
  return paid.map(({ row, payment, state }) => ({
    row,
    payment,
    state: { ...state, customerMobile: mobiles.get(row.customerId) ?? null },
  }));
}
