/**
 * GET /api/dev/outbox?to=<mobile or e-mail>: what the sandbox SMS and e-mail
 * providers "sent", newest first (DESIGN: Providers). Registered only while
 * config.devOutbox is true (both providers sandboxes, not production); in any
 * other setup the path does not exist and answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, normaliseIndianMobile, outboxQuerySchema, outboxResponseSchema } from '@seva/contracts';
import { readOutbox } from './service.js';

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devOutbox) return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Sandbox outbox: OTPs and verification e-mails (development only)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // SMS are stored under the 10-digit number; accept the forms a person types (+91…, 0…).
      // E-mails are left alone: the phone parser would find "9876543210" inside "a.9876543210@x.in".
      const { to: raw } = request.query;
      const to = raw.includes('@') ? raw : (normaliseIndianMobile(raw) ?? raw);
      return { status: true as const, data: await readOutbox(app.db, to) };
    },
  );
};
export default devRoutes;
