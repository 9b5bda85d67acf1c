/**
 * "Matches for you" (issue 22): GET /api/users/matches, the members who fit
 * what the signed-in member asked for in a partner and for whom the member
 * fits what they asked for (mutual), best fit first.
 */
import { z } from 'zod';
import { pagedResultsSchema } from './admin-common.js';
import { publicPagingShape } from './media.js';
import { profileCardSchema } from './milan.js';

/**
 * The partner preferences a match is measured on, in the order a card names
 * them: the age range (always stated, never relaxed), the height range, and
 * the lists of religions, mother tongues, marital statuses, diets and states.
 */
export const MATCH_CRITERIA = ['age', 'height', 'religion', 'motherTongue', 'maritalStatus', 'diet', 'state'] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/**
 * Strict: a match meets every preference the member stated; relaxed: all but
 * up to MATCH_RELAXED_MISSES of them (never the age range). Both are mutual:
 * the member meets every preference the match stated.
 */
export const MATCH_MODES = ['strict', 'relaxed'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];
export const MATCH_RELAXED_MISSES = 2;

export const matchesQuerySchema = z.object({
  mode: z.enum(MATCH_MODES).default('strict'),
  ...publicPagingShape,
});
export type MatchesQuery = z.input<typeof matchesQuerySchema>;

/** Why a card is a match: how many of the member's stated preferences it meets, and which it does not. */
export const matchReasonSchema = z.object({
  met: z.number().int(),
  stated: z.number().int(),
  unmet: z.array(z.enum(MATCH_CRITERIA)),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const matchCardSchema = profileCardSchema.extend({ match: matchReasonSchema });
export type MatchCard = z.infer<typeof matchCardSchema>;

/** A page of matches; `stated`: the preferences the member stated (what each card's `met` counts out of). */
export const matchesResponseSchema = pagedResultsSchema(matchCardSchema).extend({
  mode: z.enum(MATCH_MODES),
  stated: z.array(z.enum(MATCH_CRITERIA)),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;
