/**
 * Draining an HTTP server at shutdown without resetting a keep-alive client
 * (docs/decisions/015-metrics.md, "Graceful shutdown").
 *
 * Node's own `server.close()` (which Fastify's `close()` calls) first closes
 * every connection idle at that instant. Under load an "idle" keep-alive
 * connection is often one whose next request is already on the wire, in the
 * socket's buffer but not yet read: closing it resets the client and loses a
 * request it had every right to send. So a drain first only stops accepting
 * (in a node:cluster process, the primary then hands new connections to the
 * other processes), keeps answering the requests that come on the connections
 * it has, and closes a connection once it has been quiet (no request in
 * progress, none for `quietMs`), as a keep-alive timeout would. It ends when
 * no connection is left, or at `deadlineMs`, after which Fastify's close
 * answers what is in progress with `Connection: close` and ends the rest.
 */
import { Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';

interface Tracked {
  /** Requests read and not yet answered. */
  active: number;
  /** When the last request ended (or the connection opened), ms since the epoch. */
  quietSince: number;
}

export interface DrainOptions {
  /** A connection with no request for this long is closed. */
  quietMs: number;
  /** The drain gives up waiting after this long (the close that follows ends what is left). */
  deadlineMs: number;
}

/** What a drain did: connections closed once quiet, and connections still open at the deadline. */
export interface DrainResult {
  closedQuiet: number;
  leftAtDeadline: number;
}

export interface ConnectionDrain {
  /** Stops accepting and waits for the connections as described above; resolves, never rejects. */
  drain(options: DrainOptions): Promise<DrainResult>;
}

const SWEEP_MS = 50;

/**
 * Tracks the HTTP connections of `server` (WebSocket upgrades are left to
 * their own server) from now on, for a later drain. Call before it listens.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const connections = new Map<Socket, Tracked>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const tracked = connections.get(request.socket);
    if (!tracked) return;
    tracked.active += 1;
    response.once('close', () => {
      tracked.active -= 1;
      tracked.quietSince = Date.now();
    });
  });
  server.on('upgrade', (_request, socket: Socket) => connections.delete(socket));

  return {
    async drain({ quietMs, deadlineMs }) {
      // net's close, not http's: stop listening without closing the connections that look idle.
      if (server.listening) NetServer.prototype.close.call(server);
      const deadline = Date.now() + deadlineMs;
      let closedQuiet = 0;
      while (connections.size > 0 && Date.now() < deadline) {
        const now = Date.now();
        for (const [socket, { active, quietSince }] of connections) {
          if (active === 0 && now - quietSince >= quietMs) {
            connections.delete(socket);
            socket.destroy();
            closedQuiet += 1;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, SWEEP_MS));
      }
      return { closedQuiet, leftAtDeadline: connections.size };
    },
  };
}
