import { z } from './zod.js';

/** Static page slugs and their SPEC §7 read calls under /api/admin. */
export const STATIC_PAGES = {
  terms: { call: 'getTermsAndCondition', path: '/terms-of-use' },
  privacy: { call: 'getPrivacyPolicy', path: '/privacy-policy' },
  refund: { call: 'getRefundPolicy', path: '/refund-policy' },
  about: { call: 'getAboutUs', path: '/about-us' },
} as const;
export type StaticPageSlug = keyof typeof STATIC_PAGES;
export const STATIC_PAGE_SLUGS = Object.keys(STATIC_PAGES) as StaticPageSlug[];

/** A static page: title and Markdown content. */
export const staticPageSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS as [StaticPageSlug, ...StaticPageSlug[]]),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;
export const staticPageResponseSchema = z.object({ status: z.literal(true), data: staticPageSchema });
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;
