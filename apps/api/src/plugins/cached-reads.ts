/**
 * Reads answered from memory, already serialized (issue 18). A repeated
 * request — same method, URL and body — gets the bytes sent last time with
 * their precomputed strong ETag, before its body is validated, its handler
 * runs or its answer is serialized. The rate limit, the route's onRequest
 * guards and every onSend hook (the 304 check, Cache-Control) still run.
 * Only 200 answers are kept. Two kinds of route take part:
 *
 * - `config: PUBLIC_READ` (or any GET route of a scope that called
 *   cacheablePublicReads): the answer is the same for every caller and
 *   changes only through forgetCatalogue (db/read-cache.ts), which drops it
 *   with the catalogue rows; it lives CATALOGUE_TTL_MS at most.
 * - `config: customerRead(kind)` on a route guarded by app.authenticate: the
 *   signed-in customer's own answer, kept on that customer's `kind` shelf
 *   (db/customer-read-cache.ts) and keyed by the customer too, so no one else
 *   is ever served it; the writes that change it call forgetCustomerReads.
 *   The guard runs first, so a revoked session still gets its 401; an answer
 *   is kept only after the handler answered 200 to this customer for this
 *   very body, so its own checks (assertSelf) held.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  cachedCustomerAnswer,
  customerReadMark,
  keepCustomerAnswer,
  type CustomerReadKind,
} from '../db/customer-read-cache.js';
import { cachedAnswer, catalogueGeneration, keepAnswer, type CachedAnswer } from '../db/read-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every caller and changes only through forgetCatalogue. */
    publicRead?: boolean;
    /** The answer is the signed-in customer's own, kept on their shelf of this kind until forgetCustomerReads. */
    customerRead?: CustomerReadKind;
  }
}

/** The config of a public read: `{ config: PUBLIC_READ }` in a route's options. */
export const PUBLIC_READ = { publicRead: true } as const;

/** The config of a signed-in customer's own read of `kind`: `{ config: customerRead('cart') }`. */
export const customerRead = (kind: CustomerReadKind) => ({ customerRead: kind }) as const;

/** A strong ETag of `body`: base64 SHA-1, as @fastify/etag makes it, so either may answer the same read. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64')}"`;

const keyOf = (request: FastifyRequest) =>
  request.method === 'GET' ? `GET ${request.url}` : `${request.method} ${request.url} ${JSON.stringify(request.body)}`;

/** How a request that missed keeps its answer once it is sent. */
type Keep = (answer: CachedAnswer) => void;

/** The cached answer of `request`, or how to keep its answer (undefined when the route takes no part). */
function lookUp(app: FastifyInstance, request: FastifyRequest): CachedAnswer | Keep | undefined {
  const { publicRead, customerRead: kind } = request.routeOptions.config;
  if (publicRead) {
    const key = keyOf(request);
    const generation = catalogueGeneration(app.db);
    return cachedAnswer(app.db, key) ?? ((answer) => keepAnswer(app.db, key, answer, generation));
  }
  if (kind && request.user) {
    const key = keyOf(request);
    const customerId = request.user.id;
    const mark = customerReadMark(app.db, kind, customerId);
    return (
      cachedCustomerAnswer(app.db, kind, customerId, key) ??
      ((answer) => keepCustomerAnswer(app.db, kind, customerId, key, answer, mark))
    );
  }
  return undefined;
}

export default fp(
  async (app: FastifyInstance) => {
    /** Requests that missed, and how to keep their answer. */
    const misses = new WeakMap<FastifyRequest, Keep>();

    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      const found = lookUp(app, request);
      if (!found) return;
      if (typeof found === 'function') {
        misses.set(request, found);
        return;
      }
      if (found.cacheControl) reply.header('cache-control', found.cacheControl);
      return reply.header('etag', found.etag).type(found.contentType).send(found.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const keep = misses.get(request);
      if (!keep || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      reply.header('etag', etag);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const cacheControl = reply.getHeader('cache-control');
      keep({ body: payload, contentType, etag, ...(cacheControl ? { cacheControl: String(cacheControl) } : {}) });
      return payload;
    });
  },
  { name: 'cached-reads' },
);
