/**
 * The audit log of admin actions (issue 24, "Every admin action on record"): who (the admin and the area
 * that let them), when, what, which record, and the before/after of exactly the fields that changed.
 * Rows are append-only (a database trigger refuses UPDATE, DELETE and TRUNCATE). Every admin reads it at
 * GET /api/admin/audit: super admins every row, other admins the rows of their own areas.
 */
import { z } from './zod.js';
import { adminAreaSchema } from './admin-areas.js';
import { pagedResultsSchema } from './admin-common.js';
import { pageQuerySchema, recordIdSchema } from './common.js';

/**
 * What the audit log records, `<record kind>.<act>`: a status move (`.status`), a cancellation with its
 * full refund (`.cancel`), an edit (`.update`, prices and stock included), a creation, a removal, a view
 * of a member's ID document or selfie (`verification-document.view`, no diff), a decision on a
 * verification or a report. The content desk's writes are `content.*`, `detail` naming the kind.
 */
export const AUDIT_ACTIONS = [
  'verification-document.view',
  'verification.decide',
  'recharge-complaint.resolve',
  'recharge-service.update',
  'order.status',
  'order.cancel',
  'product.create',
  'product.update',
  'product.image',
  'shop-category.create',
  'shop-category.update',
  'puja.create',
  'puja.update',
  'puja.image',
  'puja-booking.status',
  'puja-booking.cancel',
  'pitr-booking.status',
  'pitr-booking.cancel',
  'yatra.create',
  'yatra.update',
  'yatra-departure.create',
  'yatra-departure.update',
  'yatra-departure.delete',
  'yatra-booking.status',
  'yatra-booking.cancel',
  'milan-profile.status',
  'milan-profile.suspend',
  'milan-photo.remove',
  'milan-report.decide',
  'milan-plan.create',
  'milan-plan.update',
  'content.create',
  'content.update',
  'content.delete',
  'consultancy.status',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** The fields of a record as they were before, or are after, an action: only those that changed. */
export const auditFieldsSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditFields = z.infer<typeof auditFieldsSchema>;

/** One audit row: who (the admin and the area that let them), did what, to which record, when, and what changed. */
export const adminAuditEntrySchema = z.object({
  _id: recordIdSchema,
  adminId: z.string(),
  adminName: z.string(),
  adminMobile: z.string(),
  area: adminAreaSchema,
  action: auditActionSchema,
  /** The record acted on (an order's, a booking's, a profile's `_id`; a static page's slug). */
  targetId: z.string(),
  /** Which part of it ('document' or 'selfie' of a verification, the kind of a content record; '' when none). */
  detail: z.string(),
  /** The changed fields before the action (null: nothing before it, e.g. a creation or a view). */
  before: auditFieldsSchema,
  /** The changed fields after it (null: nothing after it, e.g. a removal or a view). */
  after: auditFieldsSchema,
  at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/audit (every admin; rows of their own areas unless super): newest first, paged, filtered. */
export const adminAuditQuerySchema = pageQuerySchema.extend({
  area: adminAreaSchema.optional(),
  action: auditActionSchema.optional(),
  /** The record acted on, exactly. */
  targetId: z.string().trim().min(1).max(80).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditResponseSchema = pagedResultsSchema(adminAuditEntrySchema);
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
