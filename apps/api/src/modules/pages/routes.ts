/**
 * Public reads of the static pages (SPEC §7), under /api/admin as the spec
 * names them but open to everyone:
 *   GET /api/admin/getTermsAndCondition   terms of use
 *   GET /api/admin/getPrivacyPolicy       privacy policy
 *   GET /api/admin/getRefundPolicy        refund & cancellation policy
 *   GET /api/admin/getAboutUs             about us
 * Each answers `{ status: true, data: { slug, title, content, updatedAt } }`
 * (content is Markdown), 404 when the page is missing. Cacheable: an ETag of
 * the answer (304 while If-None-Match still matches) and Cache-Control.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STATIC_PAGE_SLUGS,
  STATIC_PAGES,
  errorResponses,
  staticPageResponseSchema,
  type StaticPageSlug,
} from '@seva/contracts';
import { cacheablePublicReads } from '../../plugins/public-cache.js';
import { cachedCatalogue } from '../../db/read-cache.js';
import { getStaticPage } from './service.js';

/** Pages change rarely (an admin edit): five minutes fresh, then an ETag revalidation. */
export const STATIC_PAGE_MAX_AGE_SECONDS = 300;

const SUMMARIES: Record<StaticPageSlug, string> = {
  terms: 'Terms of use (Markdown)',
  privacy: 'Privacy policy (Markdown)',
  refund: 'Refund and cancellation policy (Markdown)',
  about: 'About us (Markdown)',
};

const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  await cacheablePublicReads(app, STATIC_PAGE_MAX_AGE_SECONDS);
  for (const slug of STATIC_PAGE_SLUGS) {
    app.get(
      `/admin/${STATIC_PAGES[slug].call}`,
      {
        schema: {
          tags: ['pages'],
          summary: SUMMARIES[slug],
          response: { 200: staticPageResponseSchema, ...errorResponses },
        },
      },
      async () => ({
        status: true as const,
        data: await cachedCatalogue(app.db, `page:${slug}`, () => getStaticPage(app.db, slug)),
      }),
    );
  }
};
export default pageRoutes;
