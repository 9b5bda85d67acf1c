/**
 * Recharge and bill payment (SPEC §7):
 *   GET /api/recharge/get_services_list   → { status: 1, data } every service, ids 30 and 31 included
 *                                            (the web hides them, SPEC §9); public and cacheable
 * The services offered come from the aggregator's catalogue (providers/recharge/catalogue).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rechargeServicesResponseSchema } from '@seva/contracts';
import { SERVICES } from '../../providers/recharge/catalogue/services.js';

const tags = ['recharge'];

const rechargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recharge/get_services_list',
    { schema: { tags, response: { 200: rechargeServicesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return { status: 1 as const, data: SERVICES };
    },
  );
};
export default rechargeRoutes;
