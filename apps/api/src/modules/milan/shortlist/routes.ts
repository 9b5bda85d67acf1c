/**
 * The Milan Sathi shortlist (issue 22: save a profile, with its own list),
 * signed-in members with a profile only:
 *   PUT    /api/users/:id/shortlist             save :id to the member's shortlist (idempotent)
 *   DELETE /api/users/:id/shortlist             remove it (idempotent)
 *   GET    /api/users/shortlist?page=&pageSize= the saved profiles as search cards, newest saved first
 * (`/users/shortlist` is a static path, so Fastify routes it before GET /users/:id.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorResponses,
  idParamsSchema,
  shortlistListResponseSchema,
  shortlistQuerySchema,
  shortlistResponseSchema,
} from '@seva/contracts';
import { addToShortlist, listShortlist, removeFromShortlist } from './shortlist.js';
import { actingMember } from '../family/acting.js';

const tags = ['milan'];
const FAILURES =
  'Failures carry `error`: self (400), profile_required (409: the member has no profile), not_found (404: :id has ' +
  'no profile, is suspended or a block stands either way); a suspended member gets 403.';

const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = actingMember(app);
  app.get(
    '/users/shortlist',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'The member’s shortlist as profile cards, newest saved first',
        description: 'Suspended profiles and members behind a block (either way) are left out and not counted.',
        querystring: shortlistQuerySchema,
        response: { 200: shortlistListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listShortlist(app.db, app.photoLinks, request.user.id, request.query),
  );

  app.put(
    '/users/:id/shortlist',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Save profile :id to the member’s shortlist (saving twice keeps one)',
        description: FAILURES,
        params: idParamsSchema,
        response: { 200: shortlistResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await addToShortlist(app.db, request.user.id, request.params.id);
      return { success: true as const, message: MESSAGES.shortlisted, shortlisted: true };
    },
  );

  app.delete(
    '/users/:id/shortlist',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Remove profile :id from the member’s shortlist (nothing to remove is fine)',
        description: FAILURES,
        params: idParamsSchema,
        response: { 200: shortlistResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await removeFromShortlist(app.db, request.user.id, request.params.id);
      return { success: true as const, message: MESSAGES.unshortlisted, shortlisted: false };
    },
  );
};
export default shortlistRoutes;
