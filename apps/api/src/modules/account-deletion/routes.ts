/**
 * "Delete my account" (issue 24, docs/decisions/017), for the signed-in customer:
 *   GET  /api/me/deletion        → { canDelete, blockers } what is still open and what to do about each
 *   POST /api/me/deletion/otp    → { challengeId } a code sent by SMS to the account's own mobile
 *                                  (409 deletion_blocked while something is open; the login limits apply)
 *   POST /api/me/deletion        { otp, challengeId } → the account is erased and every session ends
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  deletionOtpResponseSchema,
  deletionStatusResponseSchema,
  errorResponses,
  errorSchema,
} from '@seva/contracts';
import { guardRoutes } from '../../plugins/authenticate.js';
import { addressOf } from '../../plugins/external/security.js';
import { deleteAccount, deletionBlockers, sendDeletionOtp, type DeletionDeps } from './service.js';

const tags = ['account'];

const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, app.authenticate);
  const depsFor = (log: DeletionDeps['log']): DeletionDeps => ({
    db: app.db,
    otpSecret: app.config.otpSecret,
    providers: app.providers,
    log,
  });

  app.get(
    '/me/deletion',
    {
      schema: {
        tags,
        summary: 'What still holds the account’s deletion back',
        response: { 200: deletionStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const blockers = await deletionBlockers(app.db, request.user.id, new Date());
      return { status: true as const, canDelete: blockers.length === 0 && request.user.role !== 'admin', blockers };
    },
  );

  app.post(
    '/me/deletion/otp',
    {
      schema: {
        tags,
        summary: 'Send the code that confirms deleting the account',
        response: { 200: deletionOtpResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const challengeId = await sendDeletionOtp(depsFor(request.log), request.user, addressOf(request));
      return { status: true as const, message: MESSAGES.otpSent, challengeId };
    },
  );

  app.post(
    '/me/deletion',
    {
      schema: {
        tags,
        summary: 'Delete the account (erases personal data; keeps what the law requires, anonymised)',
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { otp, challengeId } = request.body;
      const ended = await deleteAccount(depsFor(request.log), request.user, otp, challengeId);
      ended.forEach((sessionId) => app.realtime.endSession(sessionId));
      return { status: true as const, message: MESSAGES.accountDeleted };
    },
  );
};

export default accountDeletionRoutes;
