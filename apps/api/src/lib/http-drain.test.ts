/**
 * lib/http-drain.ts on a plain HTTP server and raw keep-alive sockets: a
 * drain stops accepting, answers the request in progress and the next one
 * sent on an open connection, closes a connection once it is quiet, and at
 * its deadline leaves a busy one to the close that follows.
 */
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './http-drain.js';

let server: Server;
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A server whose `/slow` answers after 300 ms, tracked for a drain; resolves with its port. */
async function start() {
  server = createServer((request, response) => {
    const answer = () => response.end(`ok ${request.url}`);
    if (request.url === '/slow') setTimeout(answer, 300);
    else answer();
  });
  const connections = trackConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { connections, port: address.port };
}

/** A raw keep-alive connection: `send` writes one GET and resolves with the raw answer's text. */
async function keepAlive(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const send = (path: string) =>
    new Promise<string>((resolve) => {
      socket.once('data', (chunk) => resolve(chunk.toString()));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
    });
  return { socket, closed, send };
}

describe('draining an HTTP server', () => {
  it('answers the request in progress and the next on that connection, refuses new ones, closes a quiet one', async () => {
    const { connections, port } = await start();
    const busy = await keepAlive(port);
    const quiet = await keepAlive(port);
    expect(await quiet.send('/first')).toContain('ok /first');

    const slow = busy.send('/slow');
    const drained = connections.drain({ quietMs: 200, deadlineMs: 5_000 });
    await sleep(20);
    const refused = await new Promise<string>((resolve) => {
      const attempt = connect(port, '127.0.0.1');
      attempt
        .once('connect', () => resolve('connected'))
        .once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? ''));
    });
    expect(refused).toBe('ECONNREFUSED');
    const answer = await slow;
    expect(answer).toContain('HTTP/1.1 200');
    expect(answer).not.toMatch(/connection: close/i);
    // A client that sends again at once, on the connection it has, is answered too.
    expect(await busy.send('/again')).toContain('ok /again');

    expect(await drained).toEqual({ closedQuiet: 2, leftAtDeadline: 0 });
    await Promise.all([busy.closed, quiet.closed]);
  });

  it('gives up at its deadline, leaving a connection that never went quiet', async () => {
    const { connections, port } = await start();
    const client = await keepAlive(port);
    let sending = true;
    const keepBusy = (async () => {
      while (sending) await client.send('/slow');
    })();
    const started = Date.now();
    expect(await connections.drain({ quietMs: 500, deadlineMs: 1_000 })).toEqual({ closedQuiet: 0, leftAtDeadline: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    sending = false;
    await keepBusy;
  });
});
