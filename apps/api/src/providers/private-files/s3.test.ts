import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { ProviderError } from '../types.js';
import { createS3PrivateFiles } from './s3.js';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A local stand-in of an S3-compatible service (path-style) that keeps what
 * it is given: PUT stores, GET answers it (404 NoSuchKey when absent),
 * DELETE forgets. `refuse` makes every call a 403 AccessDenied.
 */
let server: Server;
let endpoint: string;
let recorded: Recorded[] = [];
let objects = new Map<string, { body: Buffer; contentType: string }>();
let refuse = false;

function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const method = req.method ?? '';
      recorded.push({ method, path, headers: req.headers });
      const xml = { 'content-type': 'application/xml' };
      if (refuse) return res.writeHead(403, xml).end(s3Error('AccessDenied', 'Access Denied'));
      if (method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] ?? '' });
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
  refuse = false;
});

const files = () =>
  createS3PrivateFiles({
    bucket: 'seva-private',
    region: 'ap-south-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  });

describe('S3 private files', () => {
  it('PUTs to the private bucket without a public ACL or a cache, and GETs the same bytes and type back', async () => {
    const body = Buffer.from('\xff\xd8\xff not really a JPEG', 'latin1');
    await files().put('verifications/abc/0f1e-document.jpg', body, 'image/jpeg');
    const [put] = recorded;
    expect(put).toMatchObject({ method: 'PUT', path: '/seva-private/verifications/abc/0f1e-document.jpg' });
    expect(put?.headers['cache-control']).toBe('private, no-store');
    expect(put?.headers['x-amz-acl']).toBeUndefined();
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);

    const read = await files().get('verifications/abc/0f1e-document.jpg');
    expect(read?.contentType).toBe('image/jpeg');
    expect(read?.body.equals(body)).toBe(true);
  });

  it('answers null for a missing object, and removing one is not an error', async () => {
    expect(await files().get('verifications/abc/none.jpg')).toBeNull();
    await files().put('verifications/abc/x.jpg', Buffer.from('x'), 'image/jpeg');
    await files().remove('verifications/abc/x.jpg');
    expect(await files().get('verifications/abc/x.jpg')).toBeNull();
    await expect(files().remove('verifications/abc/x.jpg')).resolves.toBeUndefined();
  });

  it('turns a refusal into a ProviderError naming what could not be done', async () => {
    refuse = true;
    const refused = await files()
      .get('verifications/abc/x.jpg')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).message).toBe(
      'Storage (S3) could not read verifications/abc/x.jpg in bucket seva-private: HTTP 403 AccessDenied; check the credentials and that they may read the bucket',
    );
    await expect(files().put('verifications/abc/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /could not store .* may write to the bucket/,
    );
    await expect(files().remove('verifications/abc/x.jpg')).rejects.toBeInstanceOf(ProviderError);
  });

  it.each(['../etc/passwd', '/verifications/x.jpg', 'verifications/../../x', 'x.jpg'])(
    'refuses the unsafe key %s without a request',
    async (key) => {
      await expect(files().put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe storage key/);
      await expect(files().get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(files().remove(key)).rejects.toThrow(/unsafe storage key/);
      expect(recorded).toEqual([]);
    },
  );

  it('is where the app keeps private files when STORAGE_PROVIDER=s3: the private bucket, not the public one', async () => {
    const { app } = await createTestApp({
      env: {
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'seva-media',
        S3_PRIVATE_BUCKET: 'seva-private',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'app-key',
        S3_SECRET_ACCESS_KEY: 'app-secret',
        S3_PUBLIC_URL: 'https://media.seva.example.in/',
      },
    });
    expect(app.providers.privateFiles.name).toBe('s3');
    await app.providers.privateFiles.put('verifications/abc/y.jpg', Buffer.from('y'), 'image/jpeg');
    expect(recorded.at(-1)?.path).toBe('/seva-private/verifications/abc/y.jpg');
    expect(recorded.at(-1)?.headers.authorization).toContain('Credential=app-key/');
    await app.close();
  });
});
