/**
 * A local stand-in of a push service (issue 23 tests): records each request
 * (method, headers, body) and answers `reply.status`; and a browser-side
 * subscription (P-256 keys and auth secret) whose pushes it can decrypt
 * (http_ece, aes128gcm), as the browser would.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface PushRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpoint {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  requests: PushRequest[];
  /** What the next requests are answered (201 by default). */
  reply: { status: number };
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const requests: PushRequest[] = [];
  const reply = { status: 201 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(reply.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    reply,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a push body sent to this subscription into its text. */
  decrypt(body: Buffer): string;
}

/** A subscription a browser would make for `endpoint`: fresh keys, whose private half decrypts its pushes. */
export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
    decrypt: (body) => decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  };
}
