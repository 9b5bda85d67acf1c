/**
 * The content console's static pages (admin area `content`): GET /admin/pages, PUT /admin/pages/:slug
 * (SPEC's terms, privacy, refund and about pages, edited as Markdown), each with its Hindi (decision 011).
 */
import { z } from './zod.js';
import { savedResponseSchema } from './admin-common.js';
import { requiredText } from './admin-fields.js';
import { STATIC_PAGE_SLUGS, staticPageHindiSchema, staticPageSchema, type StaticPageSlug } from './pages.js';

export const staticPageParamsSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS as [StaticPageSlug, ...StaticPageSlug[]], { error: 'Unknown page.' }),
});
/** A page as the console sees it: the customers' page and which English fields lack Hindi. */
export const adminStaticPageSchema = staticPageSchema.extend({
  /** 'title', 'content' when their Hindi is missing; empty when the Hindi is complete. */
  hindiMissing: z.array(z.string()),
});
export type AdminStaticPage = z.infer<typeof adminStaticPageSchema>;
/** PUT body; without `hi` the page keeps the Hindi it has. */
export const adminStaticPageBodySchema = z.object({
  title: requiredText('title', 2, 120),
  content: requiredText('page text', 20, 100_000),
  hi: staticPageHindiSchema.optional(),
});
export type AdminStaticPageBody = z.input<typeof adminStaticPageBodySchema>;
/** GET /admin/pages?hindi=missing: only the pages whose Hindi lacks a filled English field. */
export const adminStaticPagesQuerySchema = z.object({ hindi: z.enum(['missing']).optional() });
export const adminStaticPagesResponseSchema = z.object({
  status: z.literal(true),
  results: z.array(adminStaticPageSchema),
});
export type AdminStaticPagesResponse = z.infer<typeof adminStaticPagesResponseSchema>;
export const adminStaticPageResponseSchema = savedResponseSchema(adminStaticPageSchema);
export type AdminStaticPageResponse = z.infer<typeof adminStaticPageResponseSchema>;
