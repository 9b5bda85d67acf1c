/**
 * A recharge order written straight into the tables (payments, recharge_orders
 * and, when asked, the refund ledger), for tests that read orders without
 * going through the provider: the admin console, histories. Overrides pick
 * the status, number, service, amount, time and refund.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentStatus, RechargeStatus, RefundStatus } from '@seva/contracts';
import type { Db } from '../db/client.js';
import { payments, refunds } from '../modules/payments/tables.js';
import { rechargeOrders } from '../modules/recharge/tables.js';

const gatewayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export interface RechargeOrderSeed {
  status?: RechargeStatus;
  number?: string;
  serviceId?: number;
  productCode?: string;
  productName?: string;
  billType?: string;
  /** Rupees. */
  amount?: number;
  operatorReference?: string | null;
  providerOrderId?: string | null;
  polls?: number;
  createdAt?: Date;
  /** A refund of the whole amount in the ledger, in this state (FAILED orders). */
  refund?: RefundStatus;
  /** The plan bought: its whole days of validity (issue 23: repeat and reminders); none when left out. */
  validityDays?: number;
  circle?: string;
}

/** The payment state a recharge in `status` leaves behind. */
function paymentStatusOf(status: RechargeStatus, refund: RefundStatus | undefined): PaymentStatus {
  if (status === 'CANCEL') return 'failed';
  if (refund === 'processed') return 'refunded';
  return status === 'SUCCESS' ? 'fulfilled' : 'paid';
}

/**
 * Writes one recharge order of `customerId` (a ₹199 Jio prepaid SUCCESS on
 * 9876543210 unless overridden) with its payment and, with `refund`, its
 * refund. Returns the order's and the payment's ids.
 */
export async function insertRechargeOrder(
  db: Db,
  customerId: string,
  seed: RechargeOrderSeed = {},
): Promise<{ orderId: string; paymentId: string }> {
  const status = seed.status ?? 'SUCCESS';
  const amountPaise = Math.round((seed.amount ?? 199) * 100);
  const createdAt = seed.createdAt ?? new Date();
  const final = status !== 'PENDING';
  const [payment] = await db
    .insert(payments)
    .values({
      customerId,
      purpose: 'recharge',
      amountPaise,
      gateway: 'sandbox',
      gatewayOrderId: gatewayId('order'),
      gatewayPaymentId: status === 'CANCEL' ? null : gatewayId('pay'),
      status: paymentStatusOf(status, seed.refund),
      paidAt: status === 'CANCEL' ? null : createdAt,
      createdAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment not written');
  const [order] = await db
    .insert(rechargeOrders)
    .values({
      customerId,
      paymentId: payment.id,
      serviceId: seed.serviceId ?? 1,
      productCode: seed.productCode ?? 'JIO',
      productName: seed.productName ?? 'Jio',
      billType: seed.billType ?? 'prepaid-recharge',
      number: seed.number ?? '9876543210',
      circle: seed.circle ?? 'UPE',
      ...(seed.validityDays !== undefined && {
        planId: `jio-${(seed.circle ?? 'UPE').toLowerCase()}-unlimited-${seed.amount ?? 199}`,
        planValidity: `${seed.validityDays} days`,
        planDescription: `${seed.validityDays} days`,
        validityDays: seed.validityDays,
      }),
      amountPaise,
      pincode: '201301',
      status,
      providerOrderId: seed.providerOrderId === undefined ? gatewayId('rch') : seed.providerOrderId,
      operatorReference:
        seed.operatorReference === undefined
          ? status === 'SUCCESS'
            ? gatewayId('OPREF')
            : null
          : seed.operatorReference,
      message: status === 'SUCCESS' ? 'Recharge successful' : '',
      polls: seed.polls ?? 0,
      nextPollAt: final ? null : new Date(createdAt.getTime() + 60_000),
      finishedAt: final ? createdAt : null,
      provider: 'sandbox',
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: rechargeOrders.id });
  if (!order) throw new Error('recharge order not written');
  if (seed.refund) {
    await db.insert(refunds).values({
      paymentId: payment.id,
      amountPaise,
      idempotencyKey: `refund:${payment.id}`,
      gatewayRefundId: seed.refund === 'requested' ? null : gatewayId('rfnd'),
      status: seed.refund,
      reason: 'Recharge failed',
      createdAt,
    });
  }
  return { orderId: order.id, paymentId: payment.id };
}
