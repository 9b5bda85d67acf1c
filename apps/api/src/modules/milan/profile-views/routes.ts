/**
 * "Who viewed my profile" and private browsing (issue 22):
 *   GET    /api/users/me/profile-views        distinct viewers of the last 30 days; their cards on a paid plan
 *   PUT    /api/users/me/privacy              `{ browsePrivately }`: a paid plan may browse privately
 * Views themselves are recorded by GET /api/users/:id (profiles/routes.ts, recordProfileView).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorResponses,
  privacySettingsBodySchema,
  privacySettingsResponseSchema,
  profileViewsQuerySchema,
  profileViewsResponseSchema,
} from '@seva/contracts';
import { touchLastActive } from './last-active.js';
import { listProfileViews, setBrowsePrivately } from './profile-views.js';

const tags = ['milan'];

const profileViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/profile-views',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Who viewed my profile: the count for everyone, the viewers’ cards on a paid plan',
        description:
          '`total` counts distinct viewers of the last 30 days (one view per viewer per India day is kept); ' +
          '`results` are their cards, newest view first, on a paid plan only (free: empty and `locked`). ' +
          'Blocked and suspended viewers are left out. 404 `profile_required` without a profile.',
        querystring: profileViewsQuerySchema,
        response: { 200: profileViewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await touchLastActive(app.db, request.user.id);
      return listProfileViews(app.db, app.photoLinks, request.user.id, request.query);
    },
  );

  app.put(
    '/users/me/privacy',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Turn private browsing on or off (on needs a paid plan: 403)',
        description: 'While on (and the plan runs), the member’s profile views are not recorded.',
        body: privacySettingsBodySchema,
        response: { 200: privacySettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const on = await setBrowsePrivately(app.db, request.user.id, request.body.browsePrivately);
      return {
        success: true as const,
        message: on ? MESSAGES.browsePrivatelyOn : MESSAGES.browsePrivatelyOff,
        browsePrivately: on,
      };
    },
  );
};
export default profileViewRoutes;
