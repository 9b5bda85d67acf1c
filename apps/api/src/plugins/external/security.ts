/**
 * helmet (security headers), CORS (same origin plus CORS_ORIGINS) and the
 * global rate limit (counters in Redis when REDIS_URL is set): per signed-in
 * customer (the `sub` of a correctly signed token) at RATE_LIMIT_PER_MINUTE,
 * else per IP at the more generous RATE_LIMIT_PER_IP_PER_MINUTE, because one
 * carrier-NAT address serves many real people (security review, issue 17).
 * Routes tighten the limit with `config.rateLimit`, or add one per a body
 * field with `limitPerBodyField`.
 */
import { httpErrors } from '@fastify/sensible';
import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inlineScriptSources } from '../web-app.js';
import { MESSAGE_TEMPLATES } from '@seva/contracts';

const CUSTOMER_KEY = 'customer:';

const tooManyRequests = (ttlMs: number) => MESSAGE_TEMPLATES.tooManyRequests(Math.ceil(ttlMs / 1000));

/**
 * A preHandler allowing `max` calls a minute per value of the validated
 * body's `field` (e.g. the phone number) from one address, on top of the
 * global limit; then 429 in the one error shape. Keyed by value and address
 * together: a script hammering one number is held, while that number's owner,
 * elsewhere, never meets the stranger's count (a limit per value alone would
 * let anyone lock the owner out), and people sharing a carrier-NAT address
 * never meet each other's. It runs after validation, so the field is there
 * and in its normalised form. `name` keeps its counters apart.
 */
/**
 * The client's address as every per-address limit counts it, in the rate
 * limiter and in the OTP and password tables alike: an IPv4 address, or the
 * /64 network of an IPv6 one (a single subscriber holds a whole /64, so
 * rotating within it must not buy fresh allowances).
 */
export const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip);

export function limitPerBodyField(app: FastifyInstance, name: string, max: number, field: string) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `${name}:${String((request.body as Record<string, unknown>)[field])}:${addressOf(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw httpErrors.tooManyRequests(tooManyRequests(limit.ttl));
  };
}

/**
 * The headers helmet sets for `options`, computed once: they are the same on
 * every answer (no nonces), and @fastify/helmet would rebuild helmet's
 * middleware, parsing the CSP directives, on every request (issue 18's profile).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export default fp(async (app: FastifyInstance) => {
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // blob: for previews of a picked file and private images fetched with the bearer token.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        // Razorpay Checkout and the PayPal buttons render in their own frames.
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://api.razorpay.com',
          'https://www.paypal.com',
          'https://www.sandbox.paypal.com',
        ],
        // The web build's own inline scripts by their hashes (early taps and requests, the app's start).
        scriptSrc: [
          "'self'",
          ...inlineScriptSources(app.config),
          'https://checkout.razorpay.com',
          'https://www.paypal.com',
        ],
        connectSrc: ["'self'", 'https:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The installable app (issue 23): our own service worker (/sw.js) and web app manifest only; without
        // these a worker would fall back to script-src, which names the payment providers' hosts.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  const origins = app.config.corsOrigins;
  await app.register(cors, { origin: origins.length ? origins : false, credentials: true });

  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const { rateLimitPerMinute, rateLimitPerIpPerMinute } = app.config;
  await app.register(rateLimit, {
    global: true,
    keyGenerator: (request) => {
      const customerId = app.tokenCustomerId(request);
      return customerId ? `${CUSTOMER_KEY}${customerId}` : addressOf(request);
    },
    max: (_request, key) => (key.startsWith(CUSTOMER_KEY) ? rateLimitPerMinute : rateLimitPerIpPerMinute),
    timeWindow: '1 minute',
    // Only the API is limited: one page load fetches many hashed assets, and many Indian
    // mobile customers share one carrier-grade-NAT address.
    allowList: (request) => !request.url.startsWith('/api'),
    ...(redis ? { redis, nameSpace: 'seva-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: tooManyRequests(context.ttl) }),
  });
});
