/**
 * The realtime socket (SPEC §4 "Realtime socket"; DESIGN `realtime/`):
 * Socket.IO on the API's own HTTP server at SOCKET_PATH. The handshake
 * carries the stored access token as `auth.token` and is refused
 * (`connect_error` SOCKET_UNAUTHORIZED) unless its session is live, exactly
 * like a bearer token on REST. Each socket joins its member's room and its
 * session's room, so modules reach a member on every device and logout ends
 * that session's sockets; a family helper's socket may also join the room of
 * the account it helps with (issue 22), which hears that account's interests
 * and conversations (HELPER_EVENTS). With REDIS_URL the Redis adapter carries emits
 * between API processes. WebSocket only (no long-polling), so any process
 * may take any connection.
 *
 * Decorates `app.realtime` (see Realtime). Modules add their client-event
 * handlers with `app.realtime.onConnection`.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  HELPER_EVENTS,
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@seva/contracts';
import type { AuthUser } from '../plugins/authenticate.js';

export interface SocketData {
  user: AuthUser;
}
export type SevaServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type SevaSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ServerEvent = keyof ServerToClientEvents;

export interface Realtime {
  /**
   * Emits `event` to every socket of member `customerId` (or of each of several
   * members, encoded once), on every API process.
   */
  toUser<E extends ServerEvent>(
    customerId: string | readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** True when member `customerId` has a connected socket on any API process. */
  isOnline(customerId: string): Promise<boolean>;
  /** Disconnects every socket of session `sessionId` (logout). */
  endSession(sessionId: string): void;
  /**
   * Lets `socket` also hear the HELPER_EVENTS of member `accountId` (a family helper's device, issue 22: the
   * caller checked the link), leaving the account it heard before; null: its own events only.
   */
  helpWith(socket: SevaSocket, accountId: string | null): Promise<void>;
  /** Every socket of `helperId` stops hearing `accountId`'s events (the link ended), on every API process. */
  stopHelping(helperId: string, accountId: string): void;
  /**
   * Closes every socket's connection to this process without a disconnect
   * packet (shutdown): the clients see a dropped transport ('transport close')
   * and reconnect, to another process. A server-side `disconnect()` instead
   * reaches them as 'io server disconnect', after which a Socket.IO client
   * does not reconnect by itself.
   */
  dropConnections(): void;
  /** Runs `handler` for each authenticated socket as it connects. */
  onConnection(handler: (socket: SevaSocket) => void | Promise<void>): void;
  readonly io: SevaServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const userRoom = (customerId: string) => `user:${customerId}`;
/** The sockets of the family helpers acting for member `customerId` (not counted by isOnline). */
const helpingRoom = (customerId: string) => `helping:${customerId}`;
const HELPING_PREFIX = 'helping:';
const heardByHelpers = new Set<string>(HELPER_EVENTS);
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export default fp(
  async (app: FastifyInstance) => {
    const io: SevaServer = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      // No HTTP long-polling: its requests must all reach the process that opened the session,
      // which neither node:cluster nor a round-robin proxy promises (no sticky sessions needed).
      transports: ['websocket'],
      cors: { origin: app.config.corsOrigins.length ? app.config.corsOrigins : false, credentials: true },
      // A cheap phone on a slow network: give a silent connection 45 s before calling it gone.
      pingInterval: 25_000,
      pingTimeout: 20_000,
      maxHttpBufferSize: 64 * 1024,
    });

    let redis: { pub: Redis; sub: Redis } | undefined;
    if (app.config.redisUrl) {
      const pub = new (await import('ioredis')).Redis(app.config.redisUrl, { maxRetriesPerRequest: 1 });
      redis = { pub, sub: pub.duplicate() };
      io.adapter(createAdapter(redis.pub, redis.sub, { key: 'seva-socket' }));
    }

    io.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      const verify = typeof token === 'string' && token ? app.sessionUser(token) : Promise.resolve(null);
      verify.then(
        (user) => {
          if (!user) return next(new Error(SOCKET_UNAUTHORIZED));
          socket.data.user = user;
          next();
        },
        (err: unknown) => {
          app.log.error({ err }, 'socket handshake failed');
          next(new Error(SOCKET_UNAUTHORIZED));
        },
      );
    });

    const handlers: ((socket: SevaSocket) => void | Promise<void>)[] = [];
    io.on('connection', (socket) => {
      const { user } = socket.data;
      void socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
      for (const handler of handlers) {
        Promise.resolve(handler(socket)).catch((err: unknown) =>
          app.log.error({ err, customerId: user.id }, 'socket connection handler failed'),
        );
      }
    });

    const realtime: Realtime = {
      io,
      toUser(customerId, event, ...args) {
        const ids = typeof customerId === 'string' ? [customerId] : customerId;
        const rooms = heardByHelpers.has(event)
          ? ids.flatMap((id) => [userRoom(id), helpingRoom(id)])
          : ids.map(userRoom);
        io.to(rooms).emit(event, ...args);
      },
      async helpWith(socket, accountId) {
        for (const room of socket.rooms) if (room.startsWith(HELPING_PREFIX)) await socket.leave(room);
        if (accountId !== null) await socket.join(helpingRoom(accountId));
      },
      stopHelping(helperId, accountId) {
        io.in(userRoom(helperId)).socketsLeave(helpingRoom(accountId));
      },
      async isOnline(customerId) {
        return (await io.in(userRoom(customerId)).fetchSockets()).length > 0;
      },
      endSession(sessionId) {
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
      },
      dropConnections() {
        io.engine.close();
      },
      onConnection(handler) {
        handlers.push(handler);
      },
    };
    app.decorate('realtime', realtime);

    // Open sockets would keep the HTTP server from closing: end them first (this process's only), so that
    // their clients reconnect (main.ts's drain did it already; this covers a close without one, e.g. tests).
    app.addHook('preClose', async () => realtime.dropConnections());
    app.addHook('onClose', async () => {
      if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
    });
  },
  { name: 'realtime', dependencies: ['authenticate'] },
);
