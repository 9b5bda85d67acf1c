/**
 * Recharge and bill payment (SPEC §3, §7, §9; DOMAIN.md "Recharge and
 * bills"). Services carry the numeric `service_id` the web uses as
 * `active-id`; ids 30 and 31 exist and the web hides them (SPEC §9,
 * HIDDEN_RECHARGE_SERVICE_IDS in constants.ts).
 */
import { z } from 'zod';

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
