import { z } from './zod.js';
import { hindiText } from './content-hindi.js';

/** Static page slugs and their SPEC §7 read calls under /api/admin. */
export const STATIC_PAGES = {
  terms: { call: 'getTermsAndCondition', path: '/terms-of-use' },
  privacy: { call: 'getPrivacyPolicy', path: '/privacy-policy' },
  refund: { call: 'getRefundPolicy', path: '/refund-policy' },
  about: { call: 'getAboutUs', path: '/about-us' },
} as const;
export type StaticPageSlug = keyof typeof STATIC_PAGES;
export const STATIC_PAGE_SLUGS = Object.keys(STATIC_PAGES) as StaticPageSlug[];

/** The Hindi of a static page (decision 011): its title and Markdown text, each optional. */
export const staticPageHindiSchema = z.object({ title: hindiText(120), content: hindiText(100_000) }).partial();
export type StaticPageHindi = z.infer<typeof staticPageHindiSchema>;

/** A static page: title and Markdown content, and their Hindi (`localized` lays it over the English). */
export const staticPageSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS as [StaticPageSlug, ...StaticPageSlug[]]),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
  hi: staticPageHindiSchema,
});
export type StaticPage = z.infer<typeof staticPageSchema>;
export const staticPageResponseSchema = z.object({ status: z.literal(true), data: staticPageSchema });
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;
