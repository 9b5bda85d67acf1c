/**
 * helmet (security headers), CORS (same origin plus CORS_ORIGINS) and the
 * global rate limit (per IP; counters in Redis when REDIS_URL is set).
 * Routes tighten the limit with `config.rateLimit`.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export default fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
        scriptSrc: ["'self'", 'https://checkout.razorpay.com', 'https://www.paypal.com'],
        connectSrc: ["'self'", 'https:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const origins = app.config.corsOrigins;
  await app.register(cors, { origin: origins.length ? origins : false, credentials: true });

  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API is limited: one page load fetches many hashed assets, and many Indian
    // mobile customers share one carrier-grade-NAT address.
    allowList: (request) => !request.url.startsWith('/api'),
    ...(redis ? { redis, nameSpace: 'seva-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
});
