/**
 * Recharge complaints in the admin console (issue 23; admins of the recharge
 * area and super): the queue of complaints about recharges left pending, and
 * the resolution an admin writes (the customer reads it in their history).
 */
import { z } from './zod.js';
import { pagedResultsSchema, savedResponseSchema, statusListQuerySchema } from './admin-common.js';
import { MESSAGES } from './messages.js';
import { RECHARGE_STATUSES } from './recharge.js';
import { RECHARGE_COMPLAINT_STATUSES, rechargeComplaintSchema } from './recharge-repeat.js';

/** A complaint as the console shows it: the customer's shape plus the order it is about and who raised it. */
export const adminRechargeComplaintSchema = rechargeComplaintSchema.extend({
  customerId: z.string(),
  /** The customer's own mobile. */
  mobile: z.string(),
  order: z.object({
    reference: z.string(),
    number: z.string(),
    productName: z.string(),
    /** Rupees. */
    amount: z.number(),
    status: z.enum(RECHARGE_STATUSES),
    createdAt: z.string(),
  }),
});
export type AdminRechargeComplaint = z.infer<typeof adminRechargeComplaintSchema>;

/** GET /api/admin/recharge/complaints?status=open|resolved&q=&page=&pageSize= (oldest open first). */
export const adminRechargeComplaintsQuerySchema = statusListQuerySchema(RECHARGE_COMPLAINT_STATUSES);
export type AdminRechargeComplaintsQuery = z.input<typeof adminRechargeComplaintsQuerySchema>;
export const adminRechargeComplaintsResponseSchema = pagedResultsSchema(adminRechargeComplaintSchema);
export type AdminRechargeComplaintsResponse = z.infer<typeof adminRechargeComplaintsResponseSchema>;

/** PATCH /api/admin/recharge/complaints/:id `{ resolution }`: resolves an open complaint (409 when already resolved). */
export const resolveRechargeComplaintBodySchema = z.object({
  resolution: z
    .string({ error: MESSAGES.enterComplaintResolution })
    .trim()
    .min(1, MESSAGES.enterComplaintResolution)
    .max(1000),
});
export type ResolveRechargeComplaintBody = z.infer<typeof resolveRechargeComplaintBodySchema>;
export const resolveRechargeComplaintResponseSchema = savedResponseSchema(adminRechargeComplaintSchema);
export type ResolveRechargeComplaintResponse = z.infer<typeof resolveRechargeComplaintResponseSchema>;
