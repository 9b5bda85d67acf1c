/**
 * Recharge and bill payment (SPEC §3, §7, §9; DOMAIN.md "Recharge and
 * bills"). Services carry the numeric `service_id` the web uses as
 * `active-id`; ids 30 and 31 exist and the web hides them (SPEC §9,
 * HIDDEN_RECHARGE_SERVICE_IDS in constants.ts).
 */
import { z } from './zod.js';
import { recordIdSchema } from './common.js';
import { MESSAGES } from './messages.js';
import { REFUND_STATUSES } from './payments.js';
import { paymentMethodSchema } from './payment-method.js';

export const RECHARGE_SERVICE_KINDS = ['recharge', 'bill'] as const;
/** How a service is paid: pick a plan; fetch the bill first; validate the number first; pay directly. */
export const RECHARGE_BILL_FLOWS = ['plan', 'fetch', 'validate', 'direct'] as const;

export const rechargeServiceSchema = z.object({
  service_id: z.number().int(),
  /** Stable slug, the web's `recharge-type`. */
  slug: z.string(),
  name: z.string(),
  kind: z.enum(RECHARGE_SERVICE_KINDS),
  flow: z.enum(RECHARGE_BILL_FLOWS),
  /** The label of the number field ("Mobile number", "Consumer number", "Vehicle number"…). */
  numberLabel: z.string(),
  /** The operator publishes plans or packs to choose from. */
  hasPlans: z.boolean(),
  /** The BBPS category, for bills paid through BBPS. */
  bbpsCategory: z.string().nullable(),
});
export type RechargeService = z.infer<typeof rechargeServiceSchema>;

/** GET /api/recharge/get_services_list → `{ status: 1, data }` (SPEC §7). */
export const rechargeServicesResponseSchema = z.object({
  status: z.literal(1),
  data: z.array(rechargeServiceSchema),
});
export type RechargeServicesResponse = z.infer<typeof rechargeServicesResponseSchema>;

/** Recharge amounts, whole rupees: prepaid and DTH ₹10–₹10,000; bills ₹1–₹2,00,000 (SPEC leaves limits to the server). */
export const RECHARGE_AMOUNT_LIMITS = {
  recharge: { min: 10, max: 10_000 },
  bill: { min: 1, max: 2_00_000 },
} as const;

/**
 * A recharge order's life (SPEC §4 "Payments"): PENDING from the moment the
 * payment is spent until the provider's final answer; SUCCESS (provider
 * status 1); FAILED (refunded automatically); CANCEL (the payment itself
 * failed, SPEC §4 "a failed record with status CANCEL").
 */
export const RECHARGE_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CANCEL'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/**
 * The provider's status codes as rechargeData/billPayment answer them:
 * 1 success, 2 pending (the server polls until final), 0 failed (refund requested).
 */
export const PROVIDER_STATUS = { success: 1, pending: 2, failed: 0 } as const;
export type ProviderStatus = (typeof PROVIDER_STATUS)[keyof typeof PROVIDER_STATUS];

/** An operator or biller of a service (GET /api/recharge/operators?service_id=). */
export const rechargeOperatorSchema = z.object({
  product_code: z.string(),
  name: z.string(),
  service_id: z.number().int(),
  numberLabel: z.string(),
  /** Anchored regular expression source the number must match (upper-cased, spaces removed). */
  numberPattern: z.string(),
  numberExample: z.string(),
  /** State or region of a state utility; null for national operators. */
  state: z.string().nullable(),
});
export type RechargeOperator = z.infer<typeof rechargeOperatorSchema>;

export const rechargeOperatorsQuerySchema = z.object({
  service_id: z.coerce.number({ error: MESSAGES.chooseService }).int(),
});
export const rechargeOperatorsResponseSchema = z.object({
  status: z.literal(1),
  data: z.array(rechargeOperatorSchema),
});
export type RechargeOperatorsResponse = z.infer<typeof rechargeOperatorsResponseSchema>;

/** One of the 22 telecom circles (DOMAIN.md). */
export const telecomCircleSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(['Metro', 'A', 'B', 'C']),
});
export type TelecomCircle = z.infer<typeof telecomCircleSchema>;
export const telecomCirclesResponseSchema = z.object({ status: z.literal(1), data: z.array(telecomCircleSchema) });
export type TelecomCirclesResponse = z.infer<typeof telecomCirclesResponseSchema>;

/** An Indian mobile number as a customer may type it: +91, 0, spaces and hyphens are dropped by the server. */
const typedNumberSchema = z
  .string({ error: MESSAGES.enterNumber })
  .trim()
  .min(1, MESSAGES.enterNumber)
  .max(40, MESSAGES.numberTooLong);

/** POST /api/recharge/lookup `{ number }`: operator and circle of a mobile number. */
export const rechargeLookupBodySchema = z.object({ number: typedNumberSchema });
export const rechargeLookupResponseSchema = z.object({
  status: z.literal(1),
  data: z.object({
    /** The 10-digit number. */
    number: z.string(),
    operator: z.object({ product_code: z.string(), name: z.string() }),
    circle: z.object({ code: z.string(), name: z.string() }),
  }),
});
export type RechargeLookupResponse = z.infer<typeof rechargeLookupResponseSchema>;
export type RechargeLookup = z.infer<typeof rechargeLookupResponseSchema>['data'];

/** Plan tabs: the mobile categories (DOMAIN.md) and DTH monthly packs. */
export const RECHARGE_PLAN_CATEGORIES = ['unlimited', 'data', 'talktime', 'topup', 'annual', 'packs'] as const;
export type RechargePlanCategory = (typeof RECHARGE_PLAN_CATEGORIES)[number];

/** A prepaid plan or DTH pack; `amount` in whole rupees, GST included. */
export const rechargePlanSchema = z.object({
  id: z.string(),
  category: z.enum(RECHARGE_PLAN_CATEGORIES),
  amount: z.number(),
  /** "28 days", "365 days", "Existing plan", "30 days". */
  validity: z.string(),
  /** "1.5 GB/day"; null for DTH packs. */
  data: z.string().nullable(),
  calls: z.string().nullable(),
  sms: z.string().nullable(),
  /** DTH channel count; null for mobile plans. */
  channels: z.number().int().nullable(),
  /** Pack name (DTH) or a one-line summary (mobile). */
  description: z.string(),
  benefits: z.string(),
});
export type RechargePlan = z.infer<typeof rechargePlanSchema>;

/** GET /api/recharge/plans?product_code=&circle= (circle required for mobile operators). */
export const rechargePlansQuerySchema = z.object({
  product_code: z.string().trim().min(1, MESSAGES.chooseAnOperator).max(40),
  circle: z.string().trim().max(10).optional(),
});
export const rechargePlansResponseSchema = z.object({
  status: z.literal(1),
  data: z.object({
    product_code: z.string(),
    circle: z.string().nullable(),
    categories: z.array(
      z.object({ category: z.enum(RECHARGE_PLAN_CATEGORIES), label: z.string(), plans: z.array(rechargePlanSchema) }),
    ),
  }),
});
export type RechargePlansResponse = z.infer<typeof rechargePlansResponseSchema>;
export type RechargePlans = z.infer<typeof rechargePlansResponseSchema>['data'];

/** POST /api/recharge/fetchBill: the bill of `number` at biller `product_code` (logged-in customer). */
export const fetchBillBodySchema = z.object({
  product_code: z.string({ error: MESSAGES.chooseBiller }).trim().min(1, MESSAGES.chooseBiller).max(40),
  number: typedNumberSchema,
});
export type FetchBillBody = z.infer<typeof fetchBillBodySchema>;

/** A fetched bill (amount in rupees; dates YYYY-MM-DD). Pay it with billPayment within BILL_FETCH_TTL_MINUTES. */
export const fetchedBillSchema = z.object({
  fetched_bill_order_id: z.string(),
  bill_fetch_ref: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  number: z.string(),
  customerName: z.string(),
  amount: z.number(),
  billNumber: z.string(),
  billDate: z.string(),
  dueDate: z.string(),
  /** ISO time after which the bill must be fetched again. */
  expiresAt: z.string(),
});
export type FetchedBill = z.infer<typeof fetchedBillSchema>;
export const fetchBillResponseSchema = z.object({ status: z.literal(1), data: fetchedBillSchema });
export type FetchBillResponse = z.infer<typeof fetchBillResponseSchema>;
/** A fetched bill may be paid for this long; then it must be fetched again. */
export const BILL_FETCH_TTL_MINUTES = 30;

const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().optional();

/**
 * POST /api/recharge/rechargeData body: SPEC §3 "Recharge payload" (number,
 * product_code, product_name, bill_type, amount in rupees, latitude,
 * longitude) plus the card checkout's three fields, so the server calls the
 * provider only for a verified, unspent payment; `circle` (mobile) and
 * `pincode` (201301 when none, SPEC §9) and `plan_id` are optional. `bill_type` is the
 * service slug (`prepaid-recharge`, `dth-recharge`…).
 */
export const rechargeBodySchema = z.object({
  number: typedNumberSchema,
  product_code: z.string().trim().min(1, MESSAGES.chooseYourOperator).max(40),
  product_name: z.string().trim().max(120).default(''),
  bill_type: z.string().trim().min(1).max(40),
  amount: z.number({ error: MESSAGES.selectPlanOrAmount }).positive(MESSAGES.selectPlanOrAmount),
  latitude: coordinate(90),
  longitude: coordinate(180),
  circle: z.string().trim().max(10).optional(),
  pincode: z
    .string()
    .regex(/^[1-9]\d{5}$/, MESSAGES.enterValidPincode)
    .optional(),
  /** The catalogue plan chosen (issue 23: kept on the order for one-tap repeat and the validity reminder). */
  plan_id: z.string().trim().max(80).optional(),
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, MESSAGES.invalidPaymentSignature),
});
export type RechargeBody = z.infer<typeof rechargeBodySchema>;

/** POST /api/recharge/billPayment body: the recharge payload plus the fetched bill (`fetched_bill_order_id`, `bill_fetch_ref`; required for fetch-first billers). */
export const billPaymentBodySchema = rechargeBodySchema.extend({
  fetched_bill_order_id: recordIdSchema.optional(),
  bill_fetch_ref: z.string().trim().min(1).max(64).optional(),
});
export type BillPaymentBody = z.infer<typeof billPaymentBodySchema>;

/** The refund of a failed recharge, as the Razorpay refund entity names it (`amount` in rupees here). */
export const rechargeRefundSchema = z.object({
  /** Razorpay's entity name: 'refund' once the gateway accepted it; 'refund_request' while it is queued with us. */
  entity: z.enum(['refund', 'refund_request']),
  id: z.string().nullable(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
});

/**
 * A recharge order: SPEC §3 "Recharge success record" (userId, mobile,
 * operatorId, amount, number, operator_reference, razorpayOrderId,
 * rechargeOrderId, request_id, message, billType, productName) plus its
 * status, service, circle, bill and refund. Amounts in rupees.
 */
export const rechargeOrderSchema = z.object({
  _id: z.string(),
  /** What the customer quotes, e.g. SV-RC-26-004821 (issue 20; the API's db/columns.ts referenceColumn). */
  reference: z.string(),
  userId: z.string(),
  /** The customer's own mobile. */
  mobile: z.string(),
  service_id: z.number().int(),
  serviceName: z.string(),
  operatorId: z.string(),
  productName: z.string(),
  billType: z.string(),
  number: z.string(),
  circle: z.string().nullable(),
  amount: z.number(),
  status: z.enum(RECHARGE_STATUSES),
  /** The operator's reference once it succeeded. */
  operator_reference: z.string().nullable(),
  /** The provider's order id. */
  rechargeOrderId: z.string().nullable(),
  /** Our request id sent to the provider (the order's `_id`). */
  request_id: z.string(),
  message: z.string(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  /** How it was paid (Razorpay's `method`: upi, card, netbanking, wallet…), for refund texts; null when unknown. */
  paymentMethod: paymentMethodSchema,
  fetched_bill_order_id: z.string().nullable(),
  bill_fetch_ref: z.string().nullable(),
  refund: rechargeRefundSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

/** rechargeData / billPayment answer: the provider's status (PROVIDER_STATUS), its message and the order. */
export const rechargeResultSchema = z.object({
  status: z.union([z.literal(1), z.literal(2), z.literal(0)]),
  message: z.string(),
  data: rechargeOrderSchema,
});
export type RechargeResult = z.infer<typeof rechargeResultSchema>;

/** POST /api/app/recharge/success-recharge: SPEC §3 success record; the server checks it against its own order. */
export const successRechargeBodySchema = z.object({
  userId: recordIdSchema,
  mobile: z.string().max(20).optional(),
  operatorId: z.string().max(40).optional(),
  amount: z.number().positive(),
  number: z.string().max(40),
  operator_reference: z.string().max(80).nullable().optional(),
  razorpayOrderId: z.string().min(1).max(64),
  rechargeOrderId: z.string().max(80).nullable().optional(),
  request_id: recordIdSchema,
  message: z.string().max(300).optional(),
  billType: z.string().max(40).optional(),
  productName: z.string().max(120).optional(),
});
export type SuccessRechargeBody = z.infer<typeof successRechargeBodySchema>;

/** POST /api/app/recharge/refund-recharge `{ amount (rupees), paymentId }` (SPEC §7); paymentId is checkout's razorpay_payment_id. */
export const refundRechargeBodySchema = z.object({
  amount: z.number().positive(),
  paymentId: z.string().min(1).max(64),
});
export type RefundRechargeBody = z.infer<typeof refundRechargeBodySchema>;
export const refundRechargeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: rechargeRefundSchema.extend({ payment_id: z.string() }),
});
export type RefundRechargeResponse = z.infer<typeof refundRechargeResponseSchema>;

/** POST /api/app/recharge/refund-success-rechar: the refund-success record of a failed recharge. */
export const refundSuccessRechargeBodySchema = z.object({
  paymentId: z.string().min(1).max(64),
  refundId: z.string().min(1).max(64),
  amount: z.number().positive(),
});
export type RefundSuccessRechargeBody = z.infer<typeof refundSuccessRechargeBodySchema>;

/** POST /api/app/recharge/failed-recharge: the payment failed; SPEC §4 record with status CANCEL. */
export const failedRechargeBodySchema = z.object({
  number: typedNumberSchema,
  product_code: z.string().trim().min(1).max(40),
  product_name: z.string().trim().max(120).default(''),
  bill_type: z.string().trim().min(1).max(40),
  amount: z.number().positive(),
  latitude: coordinate(90),
  longitude: coordinate(180),
  fetched_bill_order_id: recordIdSchema.optional(),
  razorpayOrderId: z.string().min(1).max(64),
  status: z.literal('CANCEL'),
  /** The gateway's description of the failure. */
  message: z.string().max(300).optional(),
});
export type FailedRechargeBody = z.infer<typeof failedRechargeBodySchema>;

/** success-recharge, refund-success-rechar and failed-recharge answer the order as it stands. */
export const rechargeRecordResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: rechargeOrderSchema,
});

/** POST /api/recharge/get-recharge-history `{ userId }` → `{ status: 1, orderId: [...] }` newest first (SPEC §7 "orderId list"). */
export const rechargeHistoryBodySchema = z.object({ userId: recordIdSchema });
export const rechargeHistoryResponseSchema = z.object({ status: z.literal(1), orderId: z.array(rechargeOrderSchema) });
export type RechargeHistoryResponse = z.infer<typeof rechargeHistoryResponseSchema>;

/** GET /api/recharge/orders/:id → one of the customer's own orders (the result screen polls it while PENDING). */
export const rechargeOrderResponseSchema = z.object({ status: z.literal(1), data: rechargeOrderSchema });
export type RechargeOrderResponse = z.infer<typeof rechargeOrderResponseSchema>;
