/**
 * The Milan Sathi consoles' decision forms, each the part of its request
 * schema the admin types: a verification's rejection and a profile's
 * suspension (the reason the member is told), a report's closing note.
 */
import {
  adminProfileStatusBodySchema,
  adminReportResolveBodySchema,
  adminVerificationReviewBodySchema,
} from '@seva/contracts';

/** The rejecting half of the review body: `{ status: 'rejected', reason }`. */
export const rejectionSchema = adminVerificationReviewBodySchema.options[1];

/** The suspending half of the status body: `{ status: 'suspended', reason }`. */
export const suspensionSchema = adminProfileStatusBodySchema.options[0];

/** A report's note for other admins (`resolution`, optional). */
export const noteSchema = adminReportResolveBodySchema.pick({ resolution: true });
