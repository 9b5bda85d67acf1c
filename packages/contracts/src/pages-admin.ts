/**
 * The content console's static pages (admin area `content`): GET /admin/pages, PUT /admin/pages/:slug
 * (SPEC's terms, privacy, refund and about pages, edited as Markdown).
 */
import { z } from './zod.js';
import { savedResponseSchema } from './admin-common.js';
import { requiredText } from './admin-fields.js';
import { STATIC_PAGE_SLUGS, staticPageSchema, type StaticPageSlug } from './pages.js';

export const staticPageParamsSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS as [StaticPageSlug, ...StaticPageSlug[]], { error: 'Unknown page.' }),
});
export const adminStaticPageBodySchema = z.object({
  title: requiredText('title', 2, 120),
  content: requiredText('page text', 20, 100_000),
});
export type AdminStaticPageBody = z.input<typeof adminStaticPageBodySchema>;
export const adminStaticPagesResponseSchema = z.object({ status: z.literal(true), results: z.array(staticPageSchema) });
export type AdminStaticPagesResponse = z.infer<typeof adminStaticPagesResponseSchema>;
export const adminStaticPageResponseSchema = savedResponseSchema(staticPageSchema);
export type AdminStaticPageResponse = z.infer<typeof adminStaticPageResponseSchema>;
