/** GET /api/app/config: the public branding the footer and modals show (SPEC §1). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigResponseSchema } from '@seva/contracts';

const appConfig: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/config',
    { schema: { tags: ['app'], response: { 200: appConfigResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { status: true as const, data: app.config.branding };
    },
  );
};
export default appConfig;
