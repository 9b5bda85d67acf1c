/**
 * Family access to a Milan Sathi account (issue 22; contracts milan-family.ts),
 * signed-in people only, always as themselves (a helper cannot manage the
 * family of the account they help with):
 *   GET    /api/users/me/family              the member's helpers, invitations to the caller's number, accounts they help with
 *   POST   /api/users/me/family              invite `{ name, relation, mobile }`
 *   POST   /api/users/me/family/:id/accept   accept an invitation to the caller's proven number
 *   DELETE /api/users/me/family/:id          the member removes a helper; the helper declines or leaves
 * and the socket's `milan:account` event (family-socket.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorResponses,
  familyActionResponseSchema,
  familyInviteBodySchema,
  familyInviteResponseSchema,
  familyResponseSchema,
  idParamsSchema,
} from '@seva/contracts';
import { acceptFamilyInvitation, inviteFamilyMember, listFamily, removeFamilyMember } from './family.js';
import { registerFamilySocket } from './family-socket.js';

const tags = ['milan'];

const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFamilySocket(app);
  app.get(
    '/users/me/family',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The member’s family helpers, invitations to the caller’s number and the accounts they help with',
        response: { 200: familyResponseSchema, ...errorResponses },
      },
    },
    async (request) => listFamily(app.db, request.user),
  );

  app.post(
    '/users/me/family',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Invite a family member to help with the member’s Milan Sathi account',
        description:
          'They accept by signing in with that number. Failures carry `error`: self (400: the member’s own ' +
          'number), profile_required, duplicate (the number is already invited), limit (MILAN_FAMILY_LIMIT live ' +
          'helpers) — all 409 but self —, daily_limit (429: FAMILY_INVITES_PER_DAY invitations this India day).',
        body: familyInviteBodySchema,
        response: { 200: familyInviteResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.familyInvited,
      member: await inviteFamilyMember(app.db, request.user, request.body),
    }),
  );

  app.post(
    '/users/me/family/:id/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Accept an invitation to the signed-in number (accepting twice is fine)',
        description: 'Failures carry `error`: not_found (404: no live invitation to this number with that id).',
        params: idParamsSchema,
        response: { 200: familyActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await acceptFamilyInvitation(app.db, request.user, request.params.id);
      return { success: true as const, message: MESSAGES.familyAccepted };
    },
  );

  app.delete(
    '/users/me/family/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'End family access: the member removes a helper, or the helper declines or leaves',
        description: 'Takes effect on the helper’s next request. Failures carry `error`: not_found (404).',
        params: idParamsSchema,
        response: { 200: familyActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const ended = await removeFamilyMember(app.db, request.user, request.params.id);
      // The helper's devices stop hearing the account at once (family-socket.ts).
      if (ended.helperId) app.realtime.stopHelping(ended.helperId, ended.accountId);
      return { success: true as const, message: MESSAGES.familyRemoved };
    },
  );
};
export default familyRoutes;
