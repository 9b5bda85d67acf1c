/**
 * Answers in the customer's language (issue 21). Every JSON answer's
 * top-level `message` — a success, the error handler's
 * `{ status:false, success:false, message }`, a validation error carrying a
 * catalogue text — is translated from the English of the contracts
 * catalogue to the request's language (lib/accept-language.ts) in a
 * preSerialization hook, on the object, before it is serialized once.
 * Texts not in the catalogue stay as they are.
 *
 * English costs a property read, a header and a test of Accept-Language:
 * no lookup, no re-parse of a serialized body.
 *
 * Caching: an answer whose `message` could be translated says
 * `Vary: Accept-Language` (in English too), so a browser or shared cache never
 * serves one language's answer to the other. The 200 answers of cached reads
 * (`publicRead`, `customerRead`: plugins/cached-reads.ts) are not translated:
 * those bytes are kept in memory and replayed to every caller of the same
 * URL and body, whatever its language, before this hook would run — so they
 * stay in English (public catalogue reads carry no `message` anyway), and
 * their ETags stay one per answer. Their errors are never kept, so they are
 * translated like any other.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translateMessage } from '@seva/contracts';
import { languageOf } from '../lib/accept-language.js';

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
      const message = (payload as { message?: unknown } | null)?.message;
      if (typeof message !== 'string') return done(null, payload);
      const { publicRead, customerRead } = request.routeOptions.config;
      if ((publicRead || customerRead) && reply.statusCode === 200) return done(null, payload);
      reply.vary('Accept-Language');
      const language = languageOf(request.headers['accept-language']);
      if (language === 'en') return done(null, payload);
      done(null, { ...(payload as object), message: translateMessage(message, language) });
    });
  },
  { name: 'message-language' },
);
