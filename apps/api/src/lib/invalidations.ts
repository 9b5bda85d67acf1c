/**
 * A channel that tells every API process to drop what it holds in memory
 * about something that just changed: a write publishes a topic (and, to
 * narrow it, the keys that changed); each process's subscribers of that topic
 * drop those entries. Delivered at once to this process's subscribers, and
 * through Redis pub/sub (REDIS_URL) to the other processes'; without Redis
 * there are no other processes (config.ts), so local delivery is all.
 *
 * Topics in use: 'catalogue' (db/read-cache.ts; no keys: drop everything),
 * 'sessions' and 'session-customers' (db/session-cache.ts; keys: session or
 * customer ids) and 'customer-reads' (db/customer-read-cache.ts; keys:
 * `kind:customerId`). Delivery is at most once: a message
 * published while a process's Redis connection is down is lost to it, so that
 * process drops every topic wholesale when it reconnects, and whatever is
 * cached must also expire on its own (a short TTL) as the last resort.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Receives the keys that changed, or `undefined` for "everything of the topic". */
export type InvalidationHandler = (keys: readonly string[] | undefined) => void;

export interface Invalidations {
  /**
   * Tells every process that `topic` changed: `keys` only, or (without keys)
   * everything of it. This process's subscribers run before it returns; the
   * promise settles once Redis took the message (it never rejects: a failure
   * is logged, and the other processes' TTLs remain).
   */
  publish(topic: string, keys?: readonly string[]): Promise<void>;
  /** Runs `handler` for every publish of `topic` from any process. Answers the unsubscribe. */
  subscribe(topic: string, handler: InvalidationHandler): () => void;
  /** Closes the Redis connections; later publishes reach this process only. */
  close(): Promise<void>;
}

const CHANNEL = 'seva:invalidations';

interface Envelope {
  /** The publishing channel, which already delivered to its own subscribers. */
  origin: string;
  topic: string;
  keys?: readonly string[];
}

/**
 * Opens the channel; with `redisUrl` it is subscribed to Redis before it is
 * returned (throws when Redis cannot be reached).
 */
export async function createInvalidations(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<Invalidations> {
  const origin = randomUUID();
  const handlers = new Map<string, Set<InvalidationHandler>>();
  const deliver = (topic: string, keys: readonly string[] | undefined) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(keys);
      } catch (err) {
        log.error({ err, topic }, 'an invalidation handler failed');
      }
    }
  };

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (redisUrl) {
    // Named, so that CLIENT LIST tells an operator what each connection is.
    const pub = new (await import('ioredis')).Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      connectionName: `seva-invalidations-${origin}`,
    });
    const sub = pub.duplicate();
    redis = { pub, sub };
    await sub.subscribe(CHANNEL);
    sub.on('message', (_channel: string, text: string) => {
      try {
        const envelope = JSON.parse(text) as Envelope;
        if (envelope.origin !== origin) deliver(envelope.topic, envelope.keys);
      } catch (err) {
        log.error({ err }, 'an unreadable invalidation');
      }
    });
    // Every later 'ready' is a reconnection: what was published meanwhile is lost, so drop it all.
    sub.on('ready', () => {
      for (const topic of handlers.keys()) deliver(topic, undefined);
    });
  }

  return {
    async publish(topic, keys) {
      deliver(topic, keys);
      if (!redis) return;
      const envelope: Envelope = { origin, topic, ...(keys ? { keys } : {}) };
      await redis.pub.publish(CHANNEL, JSON.stringify(envelope)).then(
        () => undefined,
        (err: unknown) => log.warn({ err, topic }, 'could not tell the other API processes of an invalidation'),
      );
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set<InvalidationHandler>();
      handlers.set(topic, set.add(handler));
      return () => void set.delete(handler);
    },
    async close() {
      const open = redis;
      redis = undefined;
      if (open) await Promise.allSettled([open.pub.quit(), open.sub.quit()]);
    },
  };
}
