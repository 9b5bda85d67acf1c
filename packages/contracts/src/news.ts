/**
 * Sanchar news (SPEC §2 /sanchar/news, /sanchar/news/news-details, §7
 * getBreakingNews, getNewscategory, getNewsByCategory): news items in
 * categories, some flagged breaking, shown once their publish time has come.
 * Public and cacheable, like the media reads.
 */
import { z } from './zod.js';
import { recordIdSchema } from './common.js';
import { pagedResultsSchema } from './admin-common.js';
import { mediaImageSchema, publicPagingShape } from './media.js';
import { hindiText } from './content-hindi.js';

export const newsCategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: z.string(),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;
/** GET /api/user/getNewscategory → `results` in display order. */
export const newsCategoriesResponseSchema = z.object({ status: z.literal(true), results: z.array(newsCategorySchema) });
export type NewsCategoriesResponse = z.infer<typeof newsCategoriesResponseSchema>;

/**
 * The Hindi of a news card's texts (decision 011): `localized` lays it over the English. `categoryName` is the
 * category's `nameHi`.
 */
export const newsSummaryHindiSchema = z
  .object({ title: hindiText(200), summary: hindiText(400), source: hindiText(80), categoryName: hindiText(80) })
  .partial();
/** The Hindi of a news story's details: the card's and the body. */
export const newsDetailsHindiSchema = newsSummaryHindiSchema.extend({ body: hindiText(20_000).optional() });
export type NewsDetailsHindi = z.infer<typeof newsDetailsHindiSchema>;

/** A news card: everything but the body. */
export const newsSummarySchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  image: mediaImageSchema.nullable(),
  /** Who reported it, e.g. "Seva News Desk" or "PTI". */
  source: z.string(),
  isBreaking: z.boolean(),
  publishedAt: z.string(),
  hi: newsSummaryHindiSchema,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** The details page: the summary plus the body (paragraphs separated by blank lines). */
export const newsDetailsSchema = newsSummarySchema.extend({ body: z.string(), hi: newsDetailsHindiSchema });
export type NewsDetails = z.infer<typeof newsDetailsSchema>;

/** Most breaking items the ticker gets. */
export const BREAKING_NEWS_LIMIT = 10;
/** GET /api/user/getBreakingNews → `result`: published breaking items, newest first. */
export const breakingNewsResponseSchema = z.object({ status: z.literal(true), result: z.array(newsSummarySchema) });
export type BreakingNewsResponse = z.infer<typeof breakingNewsResponseSchema>;

/** POST /api/user/getNewsByCategory `{ categoryId?, page, pageSize }` (or GET); no categoryId: every category. Newest first. */
export const newsByCategoryQuerySchema = z.object({ categoryId: recordIdSchema.optional(), ...publicPagingShape });
export type NewsByCategoryQuery = z.input<typeof newsByCategoryQuerySchema>;
export const newsListResponseSchema = pagedResultsSchema(newsSummarySchema);
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

/** GET /api/user/news/:id → `data` (404 unknown or not yet published). */
export const newsDetailsResponseSchema = z.object({ status: z.literal(true), data: newsDetailsSchema });
export type NewsDetailsResponse = z.infer<typeof newsDetailsResponseSchema>;
