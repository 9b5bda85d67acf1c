/**
 * Builds the Fastify app: infrastructure plugins first, then the domain
 * modules under /api (each admin route family behind its area's guard), then
 * (in production) the built web app. No listen():
 * `main.ts` listens, tests call `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import sensible from '@fastify/sensible';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import devLoopback from './plugins/dev-loopback.js';
import errors from './plugins/errors.js';
import messageLanguage from './plugins/message-language.js';
import authenticate, { guardRoutes } from './plugins/authenticate.js';
import security from './plugins/external/security.js';
import storableText from './plugins/storable-text.js';
import swagger from './plugins/external/swagger.js';
import invalidations from './plugins/invalidations.js';
import jobs from './plugins/jobs.js';
import metrics from './plugins/metrics.js';
import drain from './plugins/drain.js';
import cachedReads from './plugins/cached-reads.js';
import realtime from './realtime/index.js';
import uploads from './plugins/uploads.js';
import webApp from './plugins/web-app.js';
import { createProviders } from './providers/index.js';
import type { Providers } from './providers/types.js';
import { adminModules, anyAdminModules, modules } from './modules/index.js';
import { createPhotoLinks, type PhotoLinks } from './modules/milan/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    providers: Providers;
    /** Signs and checks the links to Milan photos kept for connections (milan/photos/photo-links.ts). */
    photoLinks: PhotoLinks;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the configured providers (tests use this for failing stand-ins). */
  providers?: Partial<Providers>;
}

export async function buildServer({ config, database, providers }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request that reaches a closing server on a connection it already had is answered (with
    // `Connection: close`), not refused with a 503: the client sent it before it could know (main.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('providers', { ...(await createProviders(config, database.db)), ...providers });
  app.decorate('photoLinks', createPhotoLinks(config.jwtSecret));

  await app.register(sensible);
  await app.register(errors);
  await app.register(messageLanguage);
  await app.register(storableText);
  await app.register(invalidations);
  await app.register(devLoopback);
  // The rate limiter keys signed-in customers by their verified token.
  await app.register(authenticate);
  await app.register(security);
  await app.register(cachedReads);
  await app.register(swagger);
  await app.register(realtime);
  await app.register(metrics);
  await app.register(drain);

  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module);
      // One /api/admin scope; in it one guarded scope per admin route family, whose area is checked before
      // the body is even read, and one behind app.requireAdmin for the routes of every area (the overview).
      // A family writes its URLs under /admin (`/shop/products`).
      await api.register(
        async (admin) => {
          for (const { area, routes } of adminModules) {
            await admin.register(async (scope) => {
              guardRoutes(scope, scope.requireAdminArea(area));
              await scope.register(routes);
            });
          }
          await admin.register(async (scope) => {
            guardRoutes(scope, scope.requireAdmin);
            for (const routes of anyAdminModules) await scope.register(routes);
          });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(uploads);
  await app.register(jobs);
  await app.register(webApp);
  return app;
}
