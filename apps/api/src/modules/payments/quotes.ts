/**
 * What the server itself charges for a purpose, checked when a payment order
 * is created (create_razorpay_order with `purpose`), so a customer is never
 * asked to pay an amount the fulfilling call would refuse and refund. The
 * fulfilling call still checks the paid amount (claimPayment): this check is
 * for the customer's sake, that one is the guard. Purposes without a quote
 * here (bookings of later issues) are checked only at fulfilment. A
 * membership is priced from the plan named by `purposeId`.
 */
import { httpErrors } from '@fastify/sensible';
import { MESSAGES, formatInr, paiseToRupees, type PaymentPurpose } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { purchasablePlan } from '../milan/membership/plans.js';
import { cartLines, cartTotalPaise, type CartLine } from '../shop/cart.js';

/** The server's price, or why nothing can be sold now; `changed` names the price ({amount}) when it differs. */
type Quote = (
  db: Db,
  customerId: string,
  purposeId: string | undefined,
) => Promise<{ amountPaise: number; refusal?: string; changed: string }>;

/** Why the cart cannot be bought as it stands: empty, or a line beyond the stock. */
function cartRefusal(lines: CartLine[]): string | undefined {
  if (lines.length === 0) return 'Your cart is empty. Please add products before paying.';
  const short = lines.find((line) => line.quantity > line.stock);
  if (!short) return undefined;
  return short.stock === 0
    ? `Sorry, ${short.name} is out of stock. Please remove it from your cart.`
    : `Only ${short.stock} of ${short.name} left in stock. Please reduce the quantity.`;
}

const quotes: Partial<Record<PaymentPurpose, Quote>> = {
  cart: async (db, customerId) => {
    const lines = await cartLines(db, customerId);
    return {
      amountPaise: cartTotalPaise(lines),
      refusal: cartRefusal(lines),
      changed: 'Your cart total is now {amount}. Please review your cart and pay again.',
    };
  },
  membership: async (db, _customerId, planId) => {
    const plan = planId ? await purchasablePlan(db, planId) : null;
    return {
      amountPaise: plan?.pricePaise ?? 0,
      refusal: plan ? undefined : MESSAGES.planNotFound,
      changed: 'This plan now costs {amount}. Please review the plan and pay again.',
    };
  },
};

/**
 * Throws 409 when `purpose` has a server price and `amountPaise` differs
 * from it (naming the current amount), or when it cannot be sold now (an
 * empty cart, a line beyond the stock, a plan (`purposeId`) that is hidden,
 * free or unknown).
 */
export async function assertQuotedAmount(
  db: Db,
  customerId: string,
  purpose: PaymentPurpose | undefined,
  amountPaise: number,
  purposeId?: string,
): Promise<void> {
  const quote = purpose ? quotes[purpose] : undefined;
  if (!quote) return;
  const { amountPaise: expected, refusal, changed } = await quote(db, customerId, purposeId);
  if (refusal) throw httpErrors.conflict(refusal);
  if (expected !== amountPaise)
    throw httpErrors.conflict(changed.replace('{amount}', formatInr(paiseToRupees(expected))));
}
