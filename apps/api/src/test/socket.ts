/**
 * Socket test helpers: the test app listening on a free loopback port and
 * Socket.IO clients that connect to it the way the web does (SOCKET_PATH,
 * `auth.token`), plus waiting for one event.
 */
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@seva/contracts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts `app` on 127.0.0.1 at a free port (once) and answers its base URL. */
export async function listenOnce(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A WebSocket client to `baseUrl` with `token`, not yet connected unless `connect` (default true). */
export function socketClient(baseUrl: string, token: string | undefined, connect = true): TestSocket {
  return io(baseUrl, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: connect,
  });
}

/** Resolves once `socket` connected; rejects with the server's connect_error message. */
export function connected(socket: TestSocket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** A connected client of member `token` on `app` (listening it when needed). Close it with `.disconnect()`. */
export async function connectAs(app: FastifyInstance, token: string): Promise<TestSocket> {
  const socket = socketClient(await listenOnce(app), token);
  await connected(socket);
  return socket;
}

/** The next `event` on `socket` (its first argument); rejects after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}
