/**
 * Admin areas (DESIGN: Data; issue 17 finding 4): an admin holds one or more
 * areas, and every /api/admin route names the one it needs. `super` reaches
 * every area, and alone reads the audit log of ID document views.
 */
import { z } from './zod.js';
import { pagedResultsSchema } from './admin-common.js';
import { pageQuerySchema, recordIdSchema } from './common.js';

export const ADMIN_AREAS = ['shop', 'bookings', 'recharge', 'content', 'milan-safety', 'super'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
export const adminAreaSchema = z.enum(ADMIN_AREAS);

/** Whether an admin holding `held` may work in `area`: they hold it, or `super`. */
export const holdsArea = (held: readonly AdminArea[], area: AdminArea): boolean =>
  held.includes(area) || held.includes('super');

/** The 403 message of an /api/admin route outside the signed-in admin's areas. */
export const notYourAreaMessage = (area: AdminArea) =>
  `This part of the console belongs to the ${area} admin area, which you do not hold.`;

/**
 * What the audit log records; `verification-document.view`: an admin opened a member's ID image or selfie;
 * `recharge-complaint.resolve`: an admin resolved a recharge complaint (issue 23).
 */
export const AUDIT_ACTIONS = ['verification-document.view', 'recharge-complaint.resolve'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit row: who (the admin and the area that let them), did what, to which record, when. */
export const adminAuditEntrySchema = z.object({
  _id: recordIdSchema,
  adminId: z.string(),
  adminName: z.string(),
  adminMobile: z.string(),
  area: adminAreaSchema,
  action: z.enum(AUDIT_ACTIONS),
  /** The record acted on (a verification request's `_id`). */
  targetId: z.string(),
  /** Which part of it ('document' or 'selfie'; '' when the action has none). */
  detail: z.string(),
  at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/audit (super only): newest first, paged. */
export const adminAuditQuerySchema = pageQuerySchema;
export const adminAuditResponseSchema = pagedResultsSchema(adminAuditEntrySchema);
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
