/**
 * Public, cacheable reads (Sanchar media, darshan, news): call inside a
 * module's route plugin and every GET answer of that plugin's routes carries a
 * strong ETag (a hash of the body, @fastify/etag) and
 * `Cache-Control: public, max-age=<maxAge>, stale-while-revalidate=<5×maxAge>`;
 * a request whose If-None-Match still matches gets 304 with no body
 * (RFC 9110 §13.1.2). Other methods and failed answers are left alone.
 * Those GET routes are public reads too (plugins/cached-reads.ts): answered
 * from memory, already serialized, until forgetCatalogue.
 */
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_READ } from './cached-reads.js';

/** One minute fresh, five more served stale while revalidating: admin edits show within a minute. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

export async function cacheablePublicReads(app: FastifyInstance, maxAge = PUBLIC_MAX_AGE_SECONDS): Promise<void> {
  await app.register(etag);
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) route.config = { ...route.config, ...PUBLIC_READ };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('cache-control', `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`);
    }
    return payload;
  });
}
