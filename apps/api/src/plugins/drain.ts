/**
 * `app.drain()`: the first step of a graceful shutdown (main.ts), before
 * `app.close()`. Tells the Socket.IO clients to reconnect (to another
 * process), stops accepting connections and waits for the keep-alive ones to
 * go quiet (lib/http-drain.ts). Tracks the connections from the start.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { trackConnections, type DrainOptions, type DrainResult } from '../lib/http-drain.js';

/** Quiet for 1 s: a keep-alive client that has not sent again by then gets no answer cut off. */
export const DRAIN_QUIET_MS = 1_000;
/** Docker waits 10 s between SIGTERM and SIGKILL: drain for 6, leaving time to stop the jobs and the database. */
export const DRAIN_DEADLINE_MS = 6_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drains the HTTP server and the sockets; resolves with what it did (never rejects). */
    drain(options?: Partial<DrainOptions>): Promise<DrainResult>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const connections = trackConnections(app.server);
    app.decorate('drain', async (options: Partial<DrainOptions> = {}) => {
      app.realtime.dropConnections();
      return connections.drain({ quietMs: DRAIN_QUIET_MS, deadlineMs: DRAIN_DEADLINE_MS, ...options });
    });
  },
  { name: 'drain', dependencies: ['realtime'] },
);
