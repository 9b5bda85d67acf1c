/**
 * A local stand-in of an S3-compatible service (path-style) for the S3
 * adapters' tests. It records every request and keeps what it is given: PUT
 * stores, GET answers it (404 NoSuchKey when absent), DELETE forgets (204) —
 * unless told to fail, when every call answers that S3 error.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface RecordedS3Request {
  method: string;
  /** `/<bucket>/<key>`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A test file's stand-in, started by useS3StandIn. */
export interface S3StandIn {
  /** Its base URL (`http://127.0.0.1:<port>`), for `endpoint` or S3_ENDPOINT. */
  readonly endpoint: string;
  /** The requests since the current test began, oldest first. */
  readonly recorded: RecordedS3Request[];
  /** Answers every call from now on (until the next test) with HTTP `status` and S3 error `code`. */
  failWith(status: number, code: string, message: string): void;
}

function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/**
 * Starts a stand-in before the calling file's tests and stops it after them;
 * before each test it forgets its requests, objects and failure. Read its
 * fields inside hooks and tests (the endpoint is known once it listens).
 */
export function useS3StandIn(): S3StandIn {
  let server: Server;
  let endpoint = '';
  let recorded: RecordedS3Request[] = [];
  let objects = new Map<string, { body: Buffer; contentType: string }>();
  let failure: { status: number; body: string } | null = null;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
        const method = req.method ?? '';
        const body = Buffer.concat(chunks);
        recorded.push({ method, path, headers: req.headers, body });
        const xml = { 'content-type': 'application/xml' };
        if (failure) return res.writeHead(failure.status, xml).end(failure.body);
        if (method === 'PUT') {
          objects.set(path, { body, contentType: req.headers['content-type'] ?? '' });
          return res.writeHead(200).end();
        }
        if (method === 'DELETE') {
          objects.delete(path);
          return res.writeHead(204).end();
        }
        const object = objects.get(path);
        if (!object) return res.writeHead(404, xml).end(s3Error('NoSuchKey', 'The specified key does not exist.'));
        return res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    recorded = [];
    objects = new Map();
    failure = null;
  });

  return {
    get endpoint() {
      if (!endpoint) throw new Error('The S3 stand-in is not listening yet: read it inside a hook or a test.');
      return endpoint;
    },
    get recorded() {
      return recorded;
    },
    failWith(status, code, message) {
      failure = { status, body: s3Error(code, message) };
    },
  };
}

/** The env of an app (createTestApp) whose storage and private files are S3 at `endpoint`, with app credentials. */
export function s3AppEnv(endpoint: string): NodeJS.ProcessEnv {
  return {
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: 'seva-media',
    S3_PRIVATE_BUCKET: 'seva-private',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'app-key',
    S3_SECRET_ACCESS_KEY: 'app-secret',
    S3_PUBLIC_URL: 'https://media.seva.example.in/',
  };
}
