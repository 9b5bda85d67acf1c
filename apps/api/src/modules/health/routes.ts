/** GET /api/healthz (process up) and GET /api/readyz (database reachable). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '@seva/contracts';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: readyResponseSchema, 503: readyResponseSchema } },
    },
    async (_request, reply) => {
      const database = await app.database.ping();
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
};
export default health;
