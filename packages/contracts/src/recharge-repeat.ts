/**
 * Recharge without repeat work (issue 23): the customer's recent numbers with
 * their last plan (one tap repeats it), saved billers with their last fetched
 * bill and whether it is due, and complaints about recharges left pending.
 * Amounts in rupees; bill dates YYYY-MM-DD; "today" is India's (IST).
 */
import { z } from './zod.js';
import { recordIdSchema } from './common.js';
import { MESSAGES } from './messages.js';

/** How many recent numbers GET /api/recharge/recent answers. */
export const RECENT_NUMBERS_LIMIT = 5;
/** How many billers a customer may save. */
export const SAVED_BILLERS_LIMIT = 20;
/** A recharge pending this long may be complained about (DOMAIN.md: pending recharges settle within minutes). */
export const COMPLAINT_AFTER_MINUTES = 30;
/** Reminders go this many days before a plan's validity ends or a bill falls due. */
export const RECHARGE_REMINDER_DAYS = 3;

/** The plan a recharge bought, as it was offered then (`amount` rupees, `validity` "28 days"). */
export const boughtPlanSchema = z.object({
  id: z.string(),
  amount: z.number(),
  validity: z.string(),
  /** One line: "1.5 GB/day · 28 days" or a DTH pack's name. */
  description: z.string(),
});
export type BoughtPlan = z.infer<typeof boughtPlanSchema>;

/** One recent number: what its latest successful recharge was (operator, circle, plan, amount). */
export const recentRechargeSchema = z.object({
  number: z.string(),
  service_id: z.number().int(),
  /** The service slug (`prepaid-recharge`, `dth-recharge`…). */
  billType: z.string(),
  product_code: z.string(),
  productName: z.string(),
  circle: z.string().nullable(),
  /** Rupees paid last time. */
  amount: z.number(),
  /** The plan bought last time; null when the amount was typed. */
  plan: boughtPlanSchema.nullable(),
  lastOrderId: z.string(),
  rechargedAt: z.string(),
});
export type RecentRecharge = z.infer<typeof recentRechargeSchema>;

/** GET /api/recharge/recent → the signed-in customer's distinct numbers, newest first, at most RECENT_NUMBERS_LIMIT. */
export const recentRechargesResponseSchema = z.object({ status: z.literal(1), data: z.array(recentRechargeSchema) });
export type RecentRechargesResponse = z.infer<typeof recentRechargesResponseSchema>;

/**
 * Where a saved biller stands: `due` (the last bill is unpaid, `dueInDays` ≥ 0),
 * `overdue` (unpaid past its due date), `paid` (the last bill was paid), `fetch`
 * (no bill fetched yet).
 */
export const SAVED_BILLER_STATUSES = ['due', 'overdue', 'paid', 'fetch'] as const;
export type SavedBillerStatus = (typeof SAVED_BILLER_STATUSES)[number];

export const savedBillerSchema = z.object({
  _id: z.string(),
  service_id: z.number().int(),
  billType: z.string(),
  product_code: z.string(),
  productName: z.string(),
  number: z.string(),
  nickname: z.string(),
  /** The last bill fetched for this biller and number; null when none. */
  lastBill: z
    .object({
      amount: z.number(),
      dueDate: z.string(),
      billDate: z.string(),
      customerName: z.string(),
    })
    .nullable(),
  status: z.enum(SAVED_BILLER_STATUSES),
  /** Days from today (IST) to the due date; negative when overdue; null without a bill. */
  dueInDays: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SavedBiller = z.infer<typeof savedBillerSchema>;

/** GET /api/recharge/billers → the customer's saved billers, newest first. */
export const savedBillersResponseSchema = z.object({ status: z.literal(1), data: z.array(savedBillerSchema) });
export type SavedBillersResponse = z.infer<typeof savedBillersResponseSchema>;

/** POST /api/recharge/billers: saves (or renames) a biller and consumer number. */
export const saveBillerBodySchema = z.object({
  product_code: z.string({ error: MESSAGES.chooseBiller }).trim().min(1, MESSAGES.chooseBiller).max(40),
  number: z.string({ error: MESSAGES.enterNumber }).trim().min(1, MESSAGES.enterNumber).max(40, MESSAGES.numberTooLong),
  nickname: z
    .string({ error: MESSAGES.enterBillerNickname })
    .trim()
    .min(1, MESSAGES.enterBillerNickname)
    .max(40, MESSAGES.billerNicknameTooLong),
});
export type SaveBillerBody = z.infer<typeof saveBillerBodySchema>;
export const savedBillerResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: savedBillerSchema,
});
export type SavedBillerResponse = z.infer<typeof savedBillerResponseSchema>;

// ── Complaints ──────────────────────────────────────────────────────────────

export const RECHARGE_COMPLAINT_STATUSES = ['open', 'resolved'] as const;
export type RechargeComplaintStatus = (typeof RECHARGE_COMPLAINT_STATUSES)[number];

/** A complaint about a recharge left pending: the customer's note and, once resolved, the admin's answer. */
export const rechargeComplaintSchema = z.object({
  _id: z.string(),
  /** What the customer quotes, e.g. SV-CP-26-000012. */
  reference: z.string(),
  orderId: z.string(),
  note: z.string(),
  status: z.enum(RECHARGE_COMPLAINT_STATUSES),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type RechargeComplaint = z.infer<typeof rechargeComplaintSchema>;

/** POST /api/recharge/orders/:id/complaint `{ note? }`: raises one (or answers the open one). */
export const raiseComplaintBodySchema = z.object({
  note: z.string().trim().max(500, MESSAGES.complaintNoteTooLong).optional(),
});
export type RaiseComplaintBody = z.infer<typeof raiseComplaintBodySchema>;
export const rechargeComplaintResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: rechargeComplaintSchema,
});
export type RechargeComplaintResponse = z.infer<typeof rechargeComplaintResponseSchema>;

/** GET /api/recharge/complaints → the customer's complaints, newest first (the history shows each beside its order). */
export const rechargeComplaintsResponseSchema = z.object({
  status: z.literal(1),
  data: z.array(rechargeComplaintSchema),
});
export type RechargeComplaintsResponse = z.infer<typeof rechargeComplaintsResponseSchema>;

/** `/:id` of a saved biller or complaint. */
export const rechargeRecordParamsSchema = z.object({ id: recordIdSchema });
