/**
 * Public reads answered from memory, already serialized (issue 18): a route
 * whose `config.publicRead` is true (or any GET route of a scope that called
 * cacheablePublicReads) answers a repeated request — same method, URL and
 * body — with the bytes it sent last time and their precomputed strong ETag,
 * before its body is validated, its handler runs or its answer is
 * serialized. The rate limit and every onSend hook (the 304 check,
 * Cache-Control) still run.
 *
 * Only for answers that are the same for every caller and change only
 * through forgetCatalogue (db/read-cache.ts), which drops these with the
 * catalogue rows; they live CATALOGUE_TTL_MS at most. Only 200 answers are kept.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedAnswer, catalogueGeneration, keepAnswer } from '../db/read-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every caller and changes only through forgetCatalogue. */
    publicRead?: boolean;
  }
}

/** The config of a public read: `{ config: PUBLIC_READ }` in a route's options. */
export const PUBLIC_READ = { publicRead: true } as const;

/** A strong ETag of `body`: base64 SHA-1, as @fastify/etag makes it, so either may answer the same read. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64')}"`;

const keyOf = (request: FastifyRequest) =>
  request.method === 'GET' ? `GET ${request.url}` : `${request.method} ${request.url} ${JSON.stringify(request.body)}`;

export default fp(
  async (app: FastifyInstance) => {
    /** Requests that missed: the key to keep their answer under and the catalogue generation they began in. */
    const misses = new WeakMap<FastifyRequest, { key: string; generation: number }>();

    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config.publicRead) return;
      const key = keyOf(request);
      const hit = cachedAnswer(app.db, key);
      if (!hit) {
        misses.set(request, { key, generation: catalogueGeneration(app.db) });
        return;
      }
      if (hit.cacheControl) reply.header('cache-control', hit.cacheControl);
      return reply.header('etag', hit.etag).type(hit.contentType).send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const miss = misses.get(request);
      if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      reply.header('etag', etag);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const cacheControl = reply.getHeader('cache-control');
      const answer = {
        body: payload,
        contentType,
        etag,
        ...(cacheControl ? { cacheControl: String(cacheControl) } : {}),
      };
      keepAnswer(app.db, miss.key, answer, miss.generation);
      return payload;
    });
  },
  { name: 'public-reads' },
);
