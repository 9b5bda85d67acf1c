/**
 * Milan Sathi membership (SPEC §2 /milan-sathi/membership,
 * /milan-sathi/checkout/{planId}, /dashboard/transactions). A plan unlocks
 * contact views, connection requests per day, messaging and a profile boost
 * for its duration. Buying pays through the card payment core (purpose
 * `membership`, purposeId = the plan); a renewal starts when the running
 * plan ends, so it extends it. Prices travel in rupees; the server stores paise.
 */
import { z } from './zod.js';
import { pagedResultsSchema, savedResponseSchema } from './admin-common.js';
import { pageQuerySchema, recordIdSchema } from './common.js';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, REFUND_STATUSES } from './payments.js';
import { paymentMethodSchema } from './payment-method.js';
import { hindiText } from './content-hindi.js';

/** What the free plan (no payment) allows: browsing and a few requests a day, no contacts, no messages. */
export const FREE_PLAN_LIMITS = { contactViews: 0, requestsPerDay: 5, messaging: false, profileBoost: false } as const;

/** The Hindi of a plan's name and tagline (decision 011): `localized` lays it over the English. */
export const membershipPlanHindiSchema = z.object({ name: hindiText(60), tagline: hindiText(60) }).partial();
export type MembershipPlanHindi = z.infer<typeof membershipPlanHindiSchema>;

export const membershipPlanSchema = z.object({
  _id: z.string(),
  /** Stable short name: "free", "basic-monthly", "gold-yearly"… */
  code: z.string(),
  name: z.string(),
  /** 0 for the free plan. */
  durationDays: z.number().int(),
  /** Rupees; 0 for the free plan. */
  price: z.number(),
  /** Contact details a member may reveal during the plan. */
  contactViews: z.number().int(),
  requestsPerDay: z.number().int(),
  messaging: z.boolean(),
  profileBoost: z.boolean(),
  /** One line the plan card shows ("Most popular"), may be empty. */
  tagline: z.string(),
  active: z.boolean(),
  hi: membershipPlanHindiSchema,
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/** GET /api/milan/plans: the active plans, free first, then by price. */
export const plansResponseSchema = z.object({ success: z.literal(true), results: z.array(membershipPlanSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;
/** GET /api/milan/plans/:id: one active plan (404 hidden or unknown). */
export const planResponseSchema = z.object({ success: z.literal(true), data: membershipPlanSchema });
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** GET /api/milan/membership: the signed-in member's plan now and what is left of it. */
export const membershipStatusSchema = z.object({
  plan: membershipPlanSchema,
  /** When the paid plan (with any renewals already bought) ends; null on the free plan. */
  endsAt: z.string().nullable(),
  contactViewsUsed: z.number().int(),
  contactViewsLeft: z.number().int(),
  requestsToday: z.number().int(),
  requestsLeftToday: z.number().int(),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
export const membershipStatusResponseSchema = z.object({ success: z.literal(true), data: membershipStatusSchema });
export type MembershipStatusResponse = z.infer<typeof membershipStatusResponseSchema>;

/**
 * POST /api/milan/membership/checkout: after the card checkout of an order
 * made with create_razorpay_order `{ amount, purpose: 'membership', purposeId: planId }`.
 * The server checks the signature and the amount, then activates the plan once.
 */
export const membershipCheckoutBodySchema = z.object({
  planId: recordIdSchema,
  razorpayOrderId: z.string().min(1).max(100),
  razorpayPaymentId: z.string().min(1).max(100),
  razorpaySignature: z.string().min(1).max(200),
});
export type MembershipCheckoutBody = z.infer<typeof membershipCheckoutBodySchema>;
export const membershipCheckoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: membershipStatusSchema,
});
export type MembershipCheckoutResponse = z.infer<typeof membershipCheckoutResponseSchema>;

/** GET /api/payments/transactions: the signed-in customer's payments, newest first. */
export const transactionsQuerySchema = pageQuerySchema;
export const transactionSchema = z.object({
  _id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES).nullable(),
  /** What was bought, as the customer knows it ("Gold Yearly membership", "Order of 3 items"). */
  description: z.string(),
  /** Rupees (INR) or dollars (USD). */
  amount: z.number(),
  currency: z.enum(['INR', 'USD']),
  status: z.enum(PAYMENT_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  /** The gateway's payment id once paid (pay_…), for support calls. */
  reference: z.string().nullable(),
  /** How it was paid (Razorpay's `method`: upi, card, netbanking, wallet…), for refund texts; null when unknown. */
  paymentMethod: paymentMethodSchema,
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = pagedResultsSchema(transactionSchema);
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

// ── Admin ───────────────────────────────────────────────────────────────────

/** A plan as the console sees it: the customers' plan and which English fields lack Hindi. */
export const adminMembershipPlanSchema = membershipPlanSchema.extend({
  /** 'name', 'tagline' when their Hindi is missing; empty when the Hindi is complete. */
  hindiMissing: z.array(z.string()),
});
export type AdminMembershipPlan = z.infer<typeof adminMembershipPlanSchema>;

/**
 * POST/PUT /api/admin/milan/plans: a paid plan (the free plan's limits are fixed). Without `hi`, a PUT keeps the
 * plan's Hindi and a POST stores none.
 */
export const planBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'Use 2–40 lowercase letters, digits and hyphens for the code.'),
  name: z.string().trim().min(2, 'Please enter the plan name.').max(60),
  durationDays: z.coerce.number().int().min(1, 'A paid plan lasts at least 1 day.').max(730),
  price: z.coerce.number().min(1, 'A paid plan costs at least ₹1.').max(100_000),
  contactViews: z.coerce.number().int().min(0).max(10_000),
  requestsPerDay: z.coerce.number().int().min(0).max(1_000),
  messaging: z.boolean().default(true),
  profileBoost: z.boolean().default(false),
  tagline: z.string().trim().max(60).default(''),
  active: z.boolean().default(true),
  hi: membershipPlanHindiSchema.optional(),
});
export type PlanBody = z.input<typeof planBodySchema>;
/** GET /api/admin/milan/plans?hindi=missing: only the plans whose Hindi lacks a filled English field. */
export const adminPlansQuerySchema = z.object({ hindi: z.enum(['missing']).optional() });
export const adminPlansResponseSchema = z.object({
  status: z.literal(true),
  results: z.array(adminMembershipPlanSchema),
});
export type AdminPlansResponse = z.infer<typeof adminPlansResponseSchema>;
/** POST /api/admin/milan/plans (201) and PUT …/:id: the saved plan with the message the console shows. */
export const adminPlanResponseSchema = savedResponseSchema(adminMembershipPlanSchema);
export type AdminPlanResponse = z.infer<typeof adminPlanResponseSchema>;
