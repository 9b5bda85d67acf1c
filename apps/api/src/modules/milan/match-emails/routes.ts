/**
 * The daily new-matches e-mail's setting (issue 22), signed-in members with a profile:
 *   GET /api/users/me/match-emails    `{ enabled, emailVerified }`
 *   PUT /api/users/me/match-emails    `{ enabled }`: turn it on or off
 * The e-mails themselves are sent by the hourly job (digest.ts, plugins/jobs.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponses, matchEmailsBodySchema, matchEmailsResponseSchema } from '@seva/contracts';
import { getMatchEmails, setMatchEmails } from './settings.js';
import { languageOf } from '../../../lib/accept-language.js';
import { rememberLanguage } from '../../customers/service.js';

const tags = ['milan'];

const matchEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/match-emails',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether the daily new-matches e-mail is on, and whether the member’s e-mail is verified',
        description: 'On unless turned off; nothing is sent without a verified e-mail. 404 without a profile.',
        response: { 200: matchEmailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await getMatchEmails(app.db, request.user.id)) }),
  );

  app.put(
    '/users/me/match-emails',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Turn the daily new-matches e-mail on or off',
        description:
          'At most one e-mail an India day, listing up to 5 new strict matches, in the language of this request ' +
          '(or of the last sign-in). 404 without a profile.',
        body: matchEmailsBodySchema,
        response: { 200: matchEmailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const setting = await setMatchEmails(app.db, request.user.id, request.body.enabled);
      // The e-mail is written in the language the member set it in.
      await rememberLanguage(app.db, request.user.id, languageOf(request.headers['accept-language']));
      return {
        success: true as const,
        message: setting.enabled ? MESSAGES.matchEmailsOn : MESSAGES.matchEmailsOff,
        ...setting,
      };
    },
  );
};
export default matchEmailRoutes;
