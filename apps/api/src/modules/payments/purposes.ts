/**
 * The purpose registry (the payments issue; issue 19): what the server itself
 * charges for a purpose, checked when a payment order is created
 * (create_razorpay_order with `purpose`), so a customer is never asked to pay
 * an amount the fulfilling call would refuse and refund. The fulfilling call
 * still checks the paid amount (claimPayment): this check is for the
 * customer's sake, that one is the guard. And how the customer's
 * transactions name what a payment bought, beyond its purpose's plain
 * description. And how reconciliation finishes a paid payment whose browser
 * never came back. Payments knows none of its callers: the module that sells
 * a purpose registers its hooks here when its routes are registered
 * (registerPurposeQuote: the shop's cart, Milan Sathi's membership, priced
 * from the plan named by `purposeId`; registerPurposeNames: Milan Sathi's
 * plan names; registerPurposeFulfil: the shop's cart). Purposes without a
 * quote (bookings, recharges) are checked only at fulfilment; purposes
 * without a fulfilment are refunded by reconciliation.
 */
import { httpErrors } from '@fastify/sensible';
import { formatInr, paiseToRupees, type PaymentPurpose } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentRow } from './moves.js';

/**
 * The server's price of `purpose` for `customerId` now (`purposeId`: what the
 * order names, e.g. a plan id), in paise; `refusal`: why nothing can be sold
 * now; `changed`: what the customer reads when the order's amount differs,
 * given the current price (rupees, formatted), a MESSAGE_TEMPLATES text.
 */
export type PurposeQuote = (
  db: Db,
  customerId: string,
  purposeId: string | undefined,
) => Promise<{ amountPaise: number; refusal?: string | undefined; changed: (amount: string) => string }>;

const quotes = new Map<PaymentPurpose, PurposeQuote>();

/**
 * Makes `quote` the server's price of `purpose` for every payment order made
 * from now on; registering a purpose again replaces its quote (each app the
 * process builds registers the same one).
 */
export function registerPurposeQuote(purpose: PaymentPurpose, quote: PurposeQuote): void {
  quotes.set(purpose, quote);
}

/**
 * Throws 409 when `purpose` has a registered quote and `amountPaise` differs
 * from it (naming the current amount), or when it cannot be sold now (the
 * quote's refusal: an empty cart, a line beyond the stock, a plan
 * (`purposeId`) that is hidden, free or unknown). Purposes without a quote
 * pass.
 */
export async function assertQuotedAmount(
  db: Db,
  customerId: string,
  purpose: PaymentPurpose | undefined,
  amountPaise: number,
  purposeId?: string,
): Promise<void> {
  const quote = purpose ? quotes.get(purpose) : undefined;
  if (!quote) return;
  const { amountPaise: expected, refusal, changed } = await quote(db, customerId, purposeId);
  if (refusal) throw httpErrors.conflict(refusal);
  if (expected !== amountPaise) throw httpErrors.conflict(changed(formatInr(paiseToRupees(expected))));
}

/** What payments of one purpose bought, by `purposeId` ("Gold Yearly membership"); ids it cannot name are left out. */
export type PurposeNames = (db: Db | Tx, purposeIds: string[]) => Promise<Map<string, string>>;

const names = new Map<PaymentPurpose, PurposeNames>();

/** Makes `namesOf` how the transactions name payments of `purpose`; registering again replaces it. */
export function registerPurposeNames(purpose: PaymentPurpose, namesOf: PurposeNames): void {
  names.set(purpose, namesOf);
}

/**
 * The names of what `rows` bought, by purpose and then purposeId, from each
 * purpose's registered PurposeNames (one call a purpose, never one a row);
 * rows without a purposeId, or whose purpose names nothing, are absent.
 */
export async function purposeNamesOf(
  db: Db | Tx,
  rows: readonly { purpose: PaymentPurpose | null; purposeId: string | null }[],
): Promise<Map<PaymentPurpose, Map<string, string>>> {
  const asked = new Map<PaymentPurpose, { namesOf: PurposeNames; ids: string[] }>();
  for (const { purpose, purposeId } of rows) {
    const namesOf = purpose && purposeId ? names.get(purpose) : undefined;
    if (!purpose || !purposeId || !namesOf) continue;
    asked.set(purpose, { namesOf, ids: [...(asked.get(purpose)?.ids ?? []), purposeId] });
  }
  const named = await Promise.all(
    [...asked].map(async ([purpose, { namesOf, ids }]) => [purpose, await namesOf(db, ids)] as const),
  );
  return new Map(named);
}

/**
 * How the server fulfils a paid payment of one purpose from its own records,
 * without the customer's browser (reconciliation): answers what it made (the
 * order), or null when it cannot (the caller then refunds).
 */
export type PurposeFulfil = (db: Db, payment: PaymentRow) => Promise<object | null>;

const fulfillers = new Map<PaymentPurpose, PurposeFulfil>();

/** Makes `fulfil` how reconciliation finishes paid payments of `purpose`; registering again replaces it. */
export function registerPurposeFulfil(purpose: PaymentPurpose, fulfil: PurposeFulfil): void {
  fulfillers.set(purpose, fulfil);
}

/** The registered PurposeFulfil of `purpose`, if any (checkout.ts fulfilByPurpose). */
export function purposeFulfilOf(purpose: PaymentPurpose | null): PurposeFulfil | undefined {
  return purpose ? fulfillers.get(purpose) : undefined;
}
