/**
 * Serves files of the local storage provider at `/uploads/<key>` (DESIGN:
 * Providers). Keys are content-addressed, so answers are cached for a year.
 * With S3-compatible storage the bucket serves them and this does nothing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE_CACHE_CONTROL } from '../providers/storage/keys.js';
import { UPLOADS_PREFIX } from '../providers/storage/local.js';

export default fp(async (app: FastifyInstance) => {
  if (app.providers.storage.name !== 'local') return;
  const root = join(app.config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
});
