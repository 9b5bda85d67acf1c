/**
 * "Matches for you" (issue 22), signed-in members with a profile:
 *   GET /api/users/matches?mode=strict|relaxed&page=&pageSize=   mutual matches, best fit first
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, matchesQuerySchema, matchesResponseSchema } from '@seva/contracts';
import { listMatches } from './matches.js';
import { actingMember } from '../family/acting.js';

const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = actingMember(app);
  app.get(
    '/users/matches',
    {
      onRequest: member,
      schema: {
        tags: ['milan'],
        summary: 'Members who fit the member’s partner preferences and whose preferences the member fits',
        description:
          'Strict: every stated preference met; relaxed: all but up to two (never the age range). Ranked by ' +
          'preferences met, then guna score, then recent activity; each card carries `match` (met, stated, unmet). ' +
          '409 without a profile.',
        querystring: matchesQuerySchema,
        response: { 200: matchesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listMatches(app.db, app.photoLinks, request.user.id, request.query),
  );
};
export default matchRoutes;
