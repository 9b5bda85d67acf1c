/**
 * Milan Sathi search (SPEC §7 /users calls; the Milan Sathi issue), visitors too:
 *   GET    /api/users/search                  cards, filtered and paged
 *   GET    /api/users/featured                up to 8 cards for the landing page
 * Fills guna_scores, which the kundli match sort reads, when the app is ready.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  featuredProfilesResponseSchema,
  profileSearchQuerySchema,
  profileSearchResponseSchema,
} from '@seva/contracts';
import { ensureGunaScores } from '../kundli/guna-scores.js';
import { fillMissingManglik } from '../profiles/manglik-backfill.js';
import { featuredProfiles, searchProfiles } from './search.js';
import { forgetSearchMemoryThrough } from './search-memory.js';
import { touchLastActive } from '../profile-views/last-active.js';
import { optionalSecurity, optionalViewerId } from '../shared/viewer.js';
import { helperOf } from '../family/acting.js';

const tags = ['milan'];

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // A profile saved or suspended in any API process drops the search totals this one keeps.
  forgetSearchMemoryThrough(app.db, app.invalidations);
  app.addHook('onReady', async () => {
    await ensureGunaScores(app.db);
    await fillMissingManglik(app.db);
  });

  app.get(
    '/users/search',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary: 'Search profiles (cards: first name, age, city, profession, primary photo)',
        description:
          '`currentUserId`, when sent, must be the signed-in member. Gender defaults to the opposite of the ' +
          'viewer’s. `sort=match` orders by guna score with the viewer and needs their birth details.',
        querystring: profileSearchQuerySchema,
        response: { 200: profileSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewerId = await optionalViewerId(app, request, reply);
      // Issue 22: last active; not when a family helper searches for the member (decision 013).
      if (viewerId && !helperOf(request)) await touchLastActive(app.db, viewerId);
      return searchProfiles(app.db, app.photoLinks, viewerId, request.query);
    },
  );

  app.get(
    '/users/featured',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary: 'Up to 8 profiles with a public photo, boosted first, then the newest',
        response: { 200: featuredProfilesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => ({
      success: true as const,
      results: await featuredProfiles(app.db, app.photoLinks, await optionalViewerId(app, request, reply)),
    }),
  );
};
export default searchRoutes;
