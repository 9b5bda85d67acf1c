/**
 * The daily "new matches" e-mail (issue 22, Matches): once an India day, a
 * member with a verified e-mail who has not turned it off is sent up to
 * MATCH_DIGEST_LIMIT strict mutual matches whose profiles are new since the
 * last one. The member turns it on or off from the dashboard.
 */
import { z } from './zod.js';

/** At most this many profiles in one e-mail. */
export const MATCH_DIGEST_LIMIT = 5;

/** PUT /api/users/me/match-emails: turn the daily new-matches e-mail on or off. */
export const matchEmailsBodySchema = z.object({ enabled: z.boolean() });
export type MatchEmailsBody = z.input<typeof matchEmailsBodySchema>;

/**
 * GET and PUT /api/users/me/match-emails: whether the e-mail is on, and
 * whether the member's e-mail address is verified (none is sent without one).
 * PUT adds the catalogue's confirmation in `message`.
 */
export const matchEmailsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  enabled: z.boolean(),
  emailVerified: z.boolean(),
});
export type MatchEmailsResponse = z.infer<typeof matchEmailsResponseSchema>;
