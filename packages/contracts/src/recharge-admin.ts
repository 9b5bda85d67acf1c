/**
 * The recharge admin console (admin role only), REST-shaped under
 * /api/admin/recharge/…: every recharge and bill payment with its payment,
 * refund and the provider's side, and the services the admin switches off
 * (a switched-off service leaves the customer's list and refuses new orders).
 * Amounts in rupees like the customer calls.
 */
import { z } from './zod.js';
import {
  adminPaymentStateShape,
  pagedResultsSchema,
  recordResponseSchema,
  savedResponseSchema,
  statusListQuerySchema,
} from './admin-common.js';
import { RECHARGE_STATUSES, rechargeOrderSchema, rechargeServiceSchema } from './recharge.js';

// ── Orders ──────────────────────────────────────────────────────────────────

/**
 * A recharge order as the console shows it: the customer's shape plus who
 * paid and the refund's state, which aggregator answered (`provider`), how
 * often the order was polled while PENDING and when it became final.
 */
export const adminRechargeOrderSchema = rechargeOrderSchema.extend({
  ...adminPaymentStateShape,
  /** The aggregator that took the order ('sandbox' in development). */
  provider: z.string(),
  /** How many times the status job asked the provider about it. */
  polls: z.number().int(),
  /** When the job asks next (PENDING only); null once final. */
  nextPollAt: z.string().nullable(),
  /** When it became SUCCESS, FAILED or CANCEL; null while PENDING. */
  finishedAt: z.string().nullable(),
});
export type AdminRechargeOrder = z.infer<typeof adminRechargeOrderSchema>;

/**
 * GET /api/admin/recharge/orders?status=&q=&page=&pageSize= (newest first;
 * q: part of the recharged number, the customer's mobile, the operator or
 * provider reference, or the order id "#3f9a1c2e").
 */
export const adminRechargeOrdersQuerySchema = statusListQuerySchema(RECHARGE_STATUSES);
export type AdminRechargeOrdersQuery = z.input<typeof adminRechargeOrdersQuerySchema>;

export const adminRechargeOrdersResponseSchema = pagedResultsSchema(adminRechargeOrderSchema);
export type AdminRechargeOrdersResponse = z.infer<typeof adminRechargeOrdersResponseSchema>;

/** GET /api/admin/recharge/orders/:id. */
export const adminRechargeOrderResponseSchema = recordResponseSchema(adminRechargeOrderSchema);
export type AdminRechargeOrderResponse = z.infer<typeof adminRechargeOrderResponseSchema>;

// ── Services ────────────────────────────────────────────────────────────────

/** A service as the console shows it: the catalogue's entry, whether it is offered, and since when. */
export const adminRechargeServiceSchema = rechargeServiceSchema.extend({
  /** False once an admin switched it off: customers neither see nor order it. */
  enabled: z.boolean(),
  /** The website hides it whatever the switch says (SPEC §9, ids 30 and 31); the API lists it when on. */
  hiddenOnWeb: z.boolean(),
  /** When the switch last changed; null when nobody ever touched it (on). */
  updatedAt: z.string().nullable(),
});
export type AdminRechargeService = z.infer<typeof adminRechargeServiceSchema>;

/** GET /api/admin/recharge/services → every service of the catalogue, in catalogue order. */
export const adminRechargeServicesResponseSchema = recordResponseSchema(z.array(adminRechargeServiceSchema));
export type AdminRechargeServicesResponse = z.infer<typeof adminRechargeServicesResponseSchema>;

/** `/admin/recharge/services/:serviceId` route params (the numeric `service_id`). */
export const adminRechargeServiceParamsSchema = z.object({
  serviceId: z.coerce.number({ error: 'Please choose a service.' }).int().positive(),
});

/** PATCH /api/admin/recharge/services/:serviceId `{ enabled }`: switch a service on or off (404 for an unknown id). */
export const adminRechargeServiceBodySchema = z.object({
  enabled: z.boolean({ error: 'Please say whether the service is on or off.' }),
});
export type AdminRechargeServiceBody = z.infer<typeof adminRechargeServiceBodySchema>;

export const adminRechargeServiceResponseSchema = savedResponseSchema(adminRechargeServiceSchema);
export type AdminRechargeServiceResponse = z.infer<typeof adminRechargeServiceResponseSchema>;
