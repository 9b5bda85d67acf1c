/**
 * What the server itself charges for a purpose, checked when a payment order
 * is created (create_razorpay_order with `purpose`), so a customer is never
 * asked to pay an amount the fulfilling call would refuse and refund. The
 * fulfilling call still checks the paid amount (claimPayment): this check is
 * for the customer's sake, that one is the guard. Purposes without a quote
 * here (bookings of later issues) are checked only at fulfilment.
 */
import { httpErrors } from '@fastify/sensible';
import type { PaymentPurpose } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { cartLines, cartTotalPaise } from '../shop/cart.js';

const formatRupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

type Quote = (db: Db, customerId: string) => Promise<{ amountPaise: number; empty?: string; changed: string }>;

const quotes: Partial<Record<PaymentPurpose, Quote>> = {
  cart: async (db, customerId) => ({
    amountPaise: cartTotalPaise(await cartLines(db, customerId)),
    empty: 'Your cart is empty. Please add products before paying.',
    changed: 'Your cart total is now {amount}. Please review your cart and pay again.',
  }),
};

/**
 * Throws 409 when `purpose` has a server price and `amountPaise` differs
 * from it (or there is nothing to pay for), with a message naming the
 * current amount.
 */
export async function assertQuotedAmount(
  db: Db,
  customerId: string,
  purpose: PaymentPurpose | undefined,
  amountPaise: number,
): Promise<void> {
  const quote = purpose ? quotes[purpose] : undefined;
  if (!quote) return;
  const { amountPaise: expected, empty, changed } = await quote(db, customerId);
  if (expected === 0 && empty) throw httpErrors.conflict(empty);
  if (expected !== amountPaise) throw httpErrors.conflict(changed.replace('{amount}', formatRupees(expected)));
}
