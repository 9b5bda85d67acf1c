/**
 * Milan Sathi profiles (SPEC §7 /users calls; the Milan Sathi issue):
 *   PUT    /api/users/:id                     own details + `matrimony` profile → { success, message }
 *   GET    /api/users/:id                     a profile under the privacy rules (visitors too)
 *   POST   /api/users/:id/block               the signed-in member blocks :id
 *   DELETE /api/users/:id/block               … and unblocks
 * (search/routes.ts has search and featured, photos/routes.ts the photos, connections/routes.ts the connection
 * calls and reporting.) Writes to a profile are the owner's only (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  blockResponseSchema,
  errorResponses,
  idParamsSchema,
  profileViewResponseSchema,
  successMessageSchema,
  userUpdateBodySchema,
} from '@seva/contracts';
import { noteProfileVisit } from '../profile-views/profile-views.js';
import { blockMember, unblockMember } from '../shared/blocks.js';
import { updateUserAndProfile } from './profiles.js';
import { getProfileView } from './view.js';
import { optionalSecurity, optionalViewerId } from '../shared/viewer.js';
import { actingMember, helperOf } from '../family/acting.js';

const tags = ['milan'];

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = actingMember(app);
  app.put(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update own details and, with `matrimony`, create or replace the Milan Sathi profile',
        description:
          'Own record only (403). A new e-mail is verified by link. The kundli moon sign is computed from birth ' +
          'date, time and place; without time or place it stays empty.',
        params: idParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const mailer = { email: app.providers.email, publicUrl: app.config.publicUrl, log: request.log };
      await updateUserAndProfile(app.db, mailer, request.user, request.params.id, request.body);
      return { success: true, message: MESSAGES.profileUpdated };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary: 'A profile as the viewer may see it (privacy rules, kundli, contact)',
        description:
          'Another member’s profile hides the surname (initial), birth data, photos kept for connections and ' +
          'the contact (paid plan + accepted connection + views left; each reveal is logged). 404 when it does ' +
          'not exist, is suspended or a block stands between the two; the own id without a profile is 404 ' +
          '`profile_required`.',
        params: idParamsSchema,
        response: { 200: profileViewResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewerId = await optionalViewerId(app, request, reply);
      const user = await getProfileView(app.db, app.photoLinks, viewerId, request.params.id);
      // Issue 22: the viewer is active, and the owner may see the visit ("who viewed my profile");
      // not when a family helper looks for the member (decision 013).
      if (viewerId && !helperOf(request)) await noteProfileVisit(app.db, viewerId, request.params.id);
      return { success: true as const, user };
    },
  );

  app.post(
    '/users/:id/block',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Block member :id (neither sees the other; pending interests are cancelled)',
        params: idParamsSchema,
        response: { 200: blockResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await blockMember(app.db, request.user.id, request.params.id);
      return { success: true as const, message: MESSAGES.blocked };
    },
  );

  app.delete(
    '/users/:id/block',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Lift the own block of member :id',
        params: idParamsSchema,
        response: { 200: blockResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await unblockMember(app.db, request.user.id, request.params.id);
      return { success: true as const, message: MESSAGES.unblocked };
    },
  );
};
export default profileRoutes;
