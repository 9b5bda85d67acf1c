/**
 * The content console's consultancy inbox (admin area `content`):
 * GET /admin/consultancy (?status=&q=), GET …/:id, PATCH …/:id/status.
 */
import { z } from './zod.js';
import {
  pagedResultsSchema,
  recordResponseSchema,
  savedResponseSchema,
  statusListQuerySchema,
} from './admin-common.js';
import { CONSULTANCY_STATUSES, consultancyRequestSchema } from './consultancy.js';

export const adminConsultancySchema = consultancyRequestSchema.extend({
  customerId: z.string(),
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
  /** The team's note on the call. */
  note: z.string(),
});
export type AdminConsultancy = z.infer<typeof adminConsultancySchema>;
/** GET /admin/consultancy?status=&q=&page= (newest first; q: name, mobile or id). */
export const adminConsultancyQuerySchema = statusListQuerySchema(CONSULTANCY_STATUSES);
export const adminConsultancyListResponseSchema = pagedResultsSchema(adminConsultancySchema);
export type AdminConsultancyListResponse = z.infer<typeof adminConsultancyListResponseSchema>;
export const adminConsultancyRecordResponseSchema = recordResponseSchema(adminConsultancySchema);
export const adminConsultancyResponseSchema = savedResponseSchema(adminConsultancySchema);
export type AdminConsultancyResponse = z.infer<typeof adminConsultancyResponseSchema>;
/** PATCH /admin/consultancy/:id/status: any move among new, contacted, closed, with an optional note. */
export const adminConsultancyStatusBodySchema = z.object({
  status: z.enum(CONSULTANCY_STATUSES, { error: 'Please choose a valid request status.' }),
  note: z.string().trim().max(1000, 'The note can have at most 1000 characters.').optional(),
});
