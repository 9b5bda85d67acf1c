/**
 * GET /api/admin/overview (issue 20): what waits for the console today, one
 * count per queue, each queue belonging to the admin area that works it. Any
 * admin may ask; the answer holds only the queues of the caller's areas
 * (super: all of them).
 */
import { z } from './zod.js';
import { recordResponseSchema } from './admin-common.js';
import { adminAreaSchema, type AdminArea } from './admin-areas.js';
import type { PujaBookingStatus } from './puja.js';
import type { OrderStatus } from './shop.js';

/**
 * The queues, in the overview's order, each with the area that works it:
 *   ordersToShip          shop orders placed or packed, not yet shipped
 *   refundsUnconfirmed    refund ledger rows the gateway has not confirmed (requested or pending)
 *   pujaBookingsOpen      puja bookings confirmed but not completed (nor cancelled)
 *   pitrBookingsOpen      the same for pitr paksha bookings
 *   yatraBookingsOpen     yatra bookings confirmed, not completed
 *   rechargesPending      recharges the provider has not settled (PENDING)
 *   rechargeComplaintsOpen complaints about pending recharges nobody has resolved yet (issue 23)
 *   consultancyNew        consultancy requests nobody has contacted yet (new)
 *   milanVerifications    ID verifications waiting for review (pending)
 *   milanReports          profile reports still open
 */
export const ADMIN_QUEUE_AREAS = {
  ordersToShip: 'shop',
  refundsUnconfirmed: 'shop',
  pujaBookingsOpen: 'bookings',
  pitrBookingsOpen: 'bookings',
  yatraBookingsOpen: 'bookings',
  rechargesPending: 'recharge',
  rechargeComplaintsOpen: 'recharge',
  consultancyNew: 'content',
  milanVerifications: 'milan-safety',
  milanReports: 'milan-safety',
} as const satisfies Record<string, AdminArea>;

export type AdminQueue = keyof typeof ADMIN_QUEUE_AREAS;

/** Shop orders still to leave the warehouse: the `ordersToShip` queue. */
export const ORDER_STATUSES_TO_SHIP = ['placed', 'packed'] as const satisfies readonly OrderStatus[];

/** Puja and pitr paksha bookings the temple has not finished (pitr bookings never reach prasad_shipped). */
export const BOOKING_STATUSES_IN_FULFILMENT = [
  'confirmed',
  'performed',
  'video_sent',
  'prasad_shipped',
] as const satisfies readonly PujaBookingStatus[];
export const ADMIN_QUEUES = Object.keys(ADMIN_QUEUE_AREAS) as AdminQueue[];

/** One queue of the overview: how many records wait in it. */
export const adminQueueCountSchema = z.object({
  queue: z.enum(ADMIN_QUEUES as [AdminQueue, ...AdminQueue[]]),
  area: adminAreaSchema,
  count: z.number().int().nonnegative(),
});
export type AdminQueueCount = z.infer<typeof adminQueueCountSchema>;

/** The overview: `{ status: true, data: { queues } }`, the caller's queues in ADMIN_QUEUE_AREAS order. */
export const adminOverviewResponseSchema = recordResponseSchema(z.object({ queues: z.array(adminQueueCountSchema) }));
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
