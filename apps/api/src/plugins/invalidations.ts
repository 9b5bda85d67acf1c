/**
 * Decorates `app.invalidations`, the channel that makes every API process drop
 * what it holds in memory about a change (lib/invalidations.ts: `publish(topic,
 * keys?)`, `subscribe(topic, handler)`; across processes through Redis when
 * REDIS_URL is set), and puts the catalogue read cache and the customers' read
 * cache on it, so an admin edit or an order clears them in every process at once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetCustomerReadsThrough } from '../db/customer-read-cache.js';
import { forgetCatalogueThrough } from '../db/read-cache.js';
import { createInvalidations, type Invalidations } from '../lib/invalidations.js';

declare module 'fastify' {
  interface FastifyInstance {
    invalidations: Invalidations;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const invalidations = await createInvalidations(app.config.redisUrl, app.log.child({ plugin: 'invalidations' }));
    app.decorate('invalidations', invalidations);
    app.addHook('onClose', async () => invalidations.close());
    forgetCatalogueThrough(app.db, invalidations);
    forgetCustomerReadsThrough(app.db, invalidations);
  },
  { name: 'invalidations' },
);
