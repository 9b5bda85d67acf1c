/**
 * Buying a Milan Sathi plan (the Milan Sathi issue, Membership): paid first
 * by card through the payment core (payAndFulfil), priced from the plan row
 * (paise), activated exactly once per payment (claimPayment, and the unique
 * `milan_memberships.payment_id`). A renewal starts when the member's latest
 * period ends, so it extends the plan rather than overlapping it; a plan with
 * a profile boost boosts the member's profile (when they have one) until the
 * new period ends. Any refusal rolls back and refunds the payment.
 */
import { httpErrors } from '@fastify/sensible';
import { eq, max, sql } from 'drizzle-orm';
import { MESSAGE_TEMPLATES, MESSAGES, type MembershipCheckoutBody, type MembershipStatus } from '@seva/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { PaymentGateway } from '../../../providers/payments/types.js';
import {
  claimPayment,
  findPaymentByOrder,
  isRefusal,
  payAndFulfil,
  refundUnspent,
  type PaymentRow,
} from '../../payments/service.js';
import { milanMemberships, milanProfiles } from '../tables.js';
import { purchasablePlan } from './plans.js';
import { membershipStatus } from './status.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a paid checkout cannot activate the plan; each ends in a refund. */
export const CHECKOUT_REFUSALS = {
  planGone: MESSAGE_TEMPLATES.withRefund(MESSAGES.planNotFound),
  otherPlan: MESSAGES.otherPlanPayment,
} as const;

/**
 * The period a plan of `durationDays` bought at `now` covers when the
 * member's latest period ends at `latestEnd` (null: none): it starts at the
 * later of the two and lasts `durationDays` whole days.
 */
export function nextPeriod(latestEnd: Date | null, durationDays: number, now: Date): { startsAt: Date; endsAt: Date } {
  const startsAt = latestEnd && latestEnd > now ? latestEnd : now;
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationDays * DAY_MS) };
}

/**
 * Activates plan `planId` for `customerId` with the verified `payment`
 * inside `tx`: claims the payment at the plan's price, appends the period
 * after the member's latest one, and boosts the profile when the plan says so.
 * Throws 404 (plan hidden, free or unknown), 422 (payment for another plan or
 * amount), 409 (payment already used); the caller refunds.
 */
async function activate(tx: Tx, payment: PaymentRow, customerId: string, planId: string, now: Date): Promise<void> {
  const plan = await purchasablePlan(tx, planId);
  if (!plan) throw httpErrors.notFound(CHECKOUT_REFUSALS.planGone);
  if (payment.purposeId && payment.purposeId !== plan.id)
    throw httpErrors.unprocessableEntity(CHECKOUT_REFUSALS.otherPlan);
  await claimPayment(tx, payment.id, { customerId, amountPaise: plan.pricePaise, purpose: 'membership' });
  // One purchase at a time per member, so two renewals never start at the same end.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`milan-membership:${customerId}`}, 0))`);
  const [latest] = await tx
    .select({ endsAt: max(milanMemberships.endsAt) })
    .from(milanMemberships)
    .where(eq(milanMemberships.customerId, customerId));
  const { startsAt, endsAt } = nextPeriod(latest?.endsAt ? new Date(latest.endsAt) : null, plan.durationDays, now);
  await tx.insert(milanMemberships).values({ customerId, planId: plan.id, paymentId: payment.id, startsAt, endsAt });
  // The boost runs from now to the end of the period just bought (nothing else sets it later).
  if (plan.profileBoost)
    await tx.update(milanProfiles).set({ boostedUntil: endsAt }).where(eq(milanProfiles.customerId, customerId));
}

/**
 * A checkout whose signature did not verify activates nothing; when the
 * gateway did capture the member's order (webhook or sandbox) and nothing
 * spent it, it is refunded now, as MESSAGES.paymentSignatureInvalid promises,
 * rather than waiting for reconciliation. A refund the gateway refuses now
 * stays `requested` for reconciliation to resend.
 */
async function refundUnverified(db: Db, gateway: PaymentGateway, customerId: string, orderId: string): Promise<void> {
  const row = await findPaymentByOrder(db, orderId);
  if (row?.customerId !== customerId || row.status !== 'paid') return;
  await refundUnspent(db, gateway, row.id, 'Checkout signature did not verify.').catch(() => undefined);
}

/**
 * POST /api/milan/membership/checkout: verifies checkout's signature
 * (400 bad: a captured order is refunded; 404 not the member's order; 409
 * already used) and activates the plan once (activate, whose refusals are
 * refunded); answers the member's membership afterwards.
 */
export async function buyMembership(
  db: Db,
  gateway: PaymentGateway,
  customerId: string,
  body: MembershipCheckoutBody,
  now = new Date(),
): Promise<MembershipStatus> {
  const checkout = {
    razorpay_order_id: body.razorpayOrderId,
    razorpay_payment_id: body.razorpayPaymentId,
    razorpay_signature: body.razorpaySignature,
  };
  try {
    await payAndFulfil(db, gateway, customerId, checkout, (tx, payment) =>
      activate(tx, payment, customerId, body.planId, now),
    );
  } catch (error) {
    if (isRefusal(error) && error.message === MESSAGES.paymentSignatureInvalid)
      await refundUnverified(db, gateway, customerId, body.razorpayOrderId);
    throw error;
  }
  return membershipStatus(db, customerId, now);
}
