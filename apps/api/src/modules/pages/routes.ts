/**
 * Public reads of the static pages (SPEC §7), under /api/admin as the spec
 * names them but open to everyone:
 *   GET /api/admin/getTermsAndCondition   terms of use
 *   GET /api/admin/getPrivacyPolicy       privacy policy
 *   GET /api/admin/getRefundPolicy        refund & cancellation policy
 *   GET /api/admin/getAboutUs             about us
 * Each answers `{ status: true, data: { slug, title, content, updatedAt } }`
 * (content is Markdown), 404 when the page is missing, and 304 when the
 * client's If-None-Match still matches.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STATIC_PAGE_SLUGS,
  STATIC_PAGES,
  errorResponses,
  staticPageResponseSchema,
  type StaticPageSlug,
} from '@seva/contracts';
import { etagMatches, getStaticPage, pageEtag } from './service.js';

/** Pages change rarely (an admin edit); five minutes of browser caching, then an ETag revalidation. */
const CACHE_CONTROL = 'public, max-age=300';

const SUMMARIES: Record<StaticPageSlug, string> = {
  terms: 'Terms of use (Markdown)',
  privacy: 'Privacy policy (Markdown)',
  refund: 'Refund and cancellation policy (Markdown)',
  about: 'About us (Markdown)',
};

const notModifiedSchema = z.null().describe('Not modified: the page still matches If-None-Match (empty body).');

const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const slug of STATIC_PAGE_SLUGS) {
    app.get(
      `/admin/${STATIC_PAGES[slug].call}`,
      {
        schema: {
          tags: ['pages'],
          summary: SUMMARIES[slug],
          response: { 200: staticPageResponseSchema, 304: notModifiedSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const page = await getStaticPage(app.db, slug);
        const etag = pageEtag(page);
        // RFC 9110: a 304 repeats the validators and caching headers of the 200 it stands for.
        reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
        return { status: true as const, data: page };
      },
    );
  }
};
export default pageRoutes;
