/**
 * Serves the built web app (apps/web/dist) when SERVE_WEB is on: hashed assets
 * cached for a year, Brotli or gzip copies made at build time when the browser accepts them, every other non-/api path answered with index.html so the
 * SPA router takes over. Unknown /api paths answer the JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@seva/contracts';
import { errorBody } from './errors.js';

export default fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir;
  const serve = app.config.serveWeb && existsSync(join(root, 'index.html'));
  if (app.config.serveWeb && !serve) app.log.warn({ root }, 'web app not built; run `npm run build`');

  if (serve) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite-plugin-compression2): sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (!serve || request.url.startsWith('/api') || request.method !== 'GET') {
      return reply.status(404).send(errorBody(MESSAGES.notFound));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
