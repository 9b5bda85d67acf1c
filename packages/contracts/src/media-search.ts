/**
 * Sanchar search (issue 23): GET /api/search?q=&type=&page=&pageSize= looks
 * for `q` in the published videos, podcast episodes and news stories, in
 * their English and Hindi text (decision 011), best match first, and answers
 * one page of each type asked for, grouped by type.
 */
import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { newsSummarySchema } from './news.js';
import { podcastSchema, publicPagingShape, videoSchema } from './media.js';

/** What a search may be limited to; `all` searches every type. */
export const SEARCH_TYPES = ['all', 'video', 'podcast', 'news'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Shortest and longest search text, in characters after trimming. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 80;

export const mediaSearchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH, MESSAGES.searchTooShort).max(SEARCH_MAX_LENGTH, MESSAGES.searchTooLong),
  type: z.enum(SEARCH_TYPES).default('all'),
  page: publicPagingShape.page,
  pageSize: z.coerce.number().int().min(1).max(50, MESSAGES.pageSizeLimit).default(6),
});
export type MediaSearchQuery = z.input<typeof mediaSearchQuerySchema>;

/** One type's page of matches and how many match in all (empty, total 0, for a type not asked for). */
const hitsSchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), total: z.number().int() });

export const mediaSearchResponseSchema = z.object({
  status: z.literal(true),
  q: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  videos: hitsSchema(videoSchema),
  podcasts: hitsSchema(podcastSchema),
  news: hitsSchema(newsSummarySchema),
});
export type MediaSearchResponse = z.infer<typeof mediaSearchResponseSchema>;
