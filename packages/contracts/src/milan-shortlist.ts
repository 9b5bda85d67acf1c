/**
 * The Milan Sathi shortlist (issue 22, "what members of Shaadi.com /
 * BharatMatrimony expect": save a profile to look at later, with its own
 * list). Signed-in members with a profile only:
 *   PUT    /api/users/:id/shortlist   save :id (idempotent)
 *   DELETE /api/users/:id/shortlist   remove it (idempotent)
 *   GET    /api/users/shortlist       the saved profiles as search cards, newest saved first
 * A profile that is suspended or behind a block either way is left out of
 * the list and answers 404 to a save, like every other read.
 */
import { z } from './zod.js';
import { pagedResultsSchema } from './admin-common.js';
import { publicPagingShape } from './media.js';
import { profileCardSchema } from './milan.js';

/** PUT | DELETE /api/users/:id/shortlist → whether :id is on the shortlist now, and the toast's message. */
export const shortlistResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  shortlisted: z.boolean(),
});
export type ShortlistResponse = z.infer<typeof shortlistResponseSchema>;

/** GET /api/users/shortlist?page=&pageSize= (public paging: pageSize 1–50, default 12). */
export const shortlistQuerySchema = z.object({ ...publicPagingShape });
export type ShortlistQuery = z.input<typeof shortlistQuerySchema>;

/** One page of the member's shortlist as profile cards (each `shortlisted: true`), newest saved first. */
export const shortlistListResponseSchema = pagedResultsSchema(profileCardSchema);
export type ShortlistListResponse = z.infer<typeof shortlistListResponseSchema>;
