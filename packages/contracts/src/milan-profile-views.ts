/**
 * Milan Sathi "Who viewed my profile" and private browsing (issue 22, what
 * members of the big matrimony sites expect): a view is recorded once per
 * viewer, profile and India calendar day; everyone with a profile sees how
 * many members looked in the last 30 days, a paid plan also who they were;
 * a paid member may browse privately (their views are not recorded).
 */
import { z } from './zod.js';
import { pagedResultsSchema } from './admin-common.js';
import { publicPagingShape } from './media.js';
import { profileCardSchema } from './milan.js';

/** How far back the list and its count reach, in days. */
export const PROFILE_VIEWS_WINDOW_DAYS = 30;

/** GET /api/users/me/profile-views `?page=&pageSize=`. */
export const profileViewsQuerySchema = z.object({ ...publicPagingShape });
export type ProfileViewsQuery = z.input<typeof profileViewsQuerySchema>;

/** One viewer: their profile card and when they last looked (ISO time). */
export const profileViewerSchema = profileCardSchema.extend({ viewedAt: z.string() });
export type ProfileViewer = z.infer<typeof profileViewerSchema>;

/**
 * GET /api/users/me/profile-views: `total` distinct viewers in the last
 * PROFILE_VIEWS_WINDOW_DAYS days (blocked and suspended ones left out),
 * `results` newest view first, one per viewer. On the free plan `results` is
 * empty and `locked` true (the page shows the count and an upgrade prompt).
 * `browsePrivately`: the member's private browsing is on (paid plans only).
 */
export const profileViewsResponseSchema = pagedResultsSchema(profileViewerSchema).extend({
  locked: z.boolean(),
  browsePrivately: z.boolean(),
});
export type ProfileViewsResponse = z.infer<typeof profileViewsResponseSchema>;

/** PUT /api/users/me/privacy: turn private browsing on (paid plan, else 403) or off. */
export const privacySettingsBodySchema = z.object({ browsePrivately: z.boolean() });
export type PrivacySettingsBody = z.input<typeof privacySettingsBodySchema>;
export const privacySettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  browsePrivately: z.boolean(),
});
export type PrivacySettingsResponse = z.infer<typeof privacySettingsResponseSchema>;
