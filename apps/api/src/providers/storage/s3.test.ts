import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { s3AppEnv, useS3StandIn } from '../../test/s3.js';
import { ProviderError } from '../types.js';
import { createS3Storage, type S3StorageOptions } from './s3.js';

const s3 = useS3StandIn();

function storage(overrides: Partial<S3StorageOptions> = {}) {
  return createS3Storage({
    bucket: 'bucket',
    region: 'ap-south-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    publicUrl: 'https://cdn.seva.example.in',
    ...overrides,
  });
}

describe('S3 storage adapter', () => {
  it('PUTs the object with its content type and a year-long immutable cache, answering the public URL', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 not really an image');
    const url = await storage().put('products/x-abc.webp', body, 'image/webp');
    expect(url).toBe('https://cdn.seva.example.in/products/x-abc.webp');
    expect(s3.recorded).toHaveLength(1);
    const [request] = s3.recorded;
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe('/bucket/products/x-abc.webp');
    expect(request?.body.equals(body)).toBe(true);
    expect(request?.headers['content-type']).toBe('image/webp');
    expect(request?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(request?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\//);
    // S3-compatible endpoints get no flexible-checksum headers (many reject them).
    expect(Object.keys(request?.headers ?? {}).filter((h) => h.startsWith('x-amz-checksum'))).toEqual([]);
  });

  it('DELETEs on remove, and a missing key is not an error', async () => {
    await storage().remove('products/x-abc.webp');
    expect(s3.recorded.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /bucket/products/x-abc.webp']);
    s3.failWith(404, 'NoSuchKey', 'The specified key does not exist.');
    await expect(storage().remove('products/gone.webp')).resolves.toBeUndefined();
  });

  it('GETs a stored object with its content type; a missing key is null, a refusal a ProviderError', async () => {
    await storage().put('milan/m1/p-abc-320.avif', Buffer.from('avif bytes'), 'image/avif');
    const stored = await storage().get('milan/m1/p-abc-320.avif');
    expect(stored?.body.toString()).toBe('avif bytes');
    expect(stored?.contentType).toBe('image/avif');
    expect(s3.recorded.at(-1)).toMatchObject({ method: 'GET', path: '/bucket/milan/m1/p-abc-320.avif' });
    expect(await storage().get('milan/m1/gone.webp')).toBeNull();
    s3.failWith(403, 'AccessDenied', 'Access Denied');
    await expect(storage().get('milan/m1/p-abc-320.avif')).rejects.toThrow(
      'Storage (S3) could not read milan/m1/p-abc-320.avif in bucket bucket: HTTP 403 AccessDenied; check the credentials and that they may read the bucket',
    );
  });

  it('turns a refusal (403) or a failure (500) into a ProviderError a person can act on', async () => {
    s3.failWith(403, 'AccessDenied', 'Access Denied');
    const refused = await storage()
      .put('products/x-abc.webp', Buffer.from('x'), 'image/webp')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).message).toBe(
      'Storage (S3) could not store products/x-abc.webp in bucket bucket: HTTP 403 AccessDenied; check the credentials and that they may write to the bucket',
    );
    expect((refused as ProviderError).provider).toBe('s3');

    s3.failWith(500, 'InternalError', 'We encountered an internal error.');
    await expect(storage().put('products/x-abc.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /could not store products\/x-abc\.webp in bucket bucket: HTTP 500 InternalError/,
    );
    await expect(storage().remove('products/x-abc.webp')).rejects.toBeInstanceOf(ProviderError);
    s3.failWith(404, 'NoSuchBucket', 'The specified bucket does not exist');
    await expect(storage().remove('products/x-abc.webp')).rejects.toThrow(/HTTP 404 NoSuchBucket/);
  });

  it('is a ProviderError when the service cannot be reached', async () => {
    const nowhere = storage({ endpoint: 'http://127.0.0.1:1', timeoutMs: 5000 });
    await expect(nowhere.put('products/x-abc.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /could not store products\/x-abc\.webp in bucket bucket: the service could not be reached/,
    );
  });

  it('is a ProviderError when the service does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const slow = storage({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    await expect(slow.put('products/x-abc.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /could not store products\/x-abc\.webp in bucket bucket: no answer in time/,
    );
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it.each(['../etc/passwd', '/products/x.webp', 'products/../../x', 'products\\x.webp', 'x.webp', 'products//x'])(
    'refuses the unsafe key %s without a request',
    async (key) => {
      await expect(storage().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
      await expect(storage().remove(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage().get(key)).rejects.toThrow(/unsafe storage key/);
      expect(s3.recorded).toEqual([]);
    },
  );

  it('is what the app stores images through when STORAGE_PROVIDER=s3, and /uploads is not served', async () => {
    const { app } = await createTestApp({ env: s3AppEnv(s3.endpoint) });
    expect(app.providers.storage.name).toBe('s3');
    const url = await app.providers.storage.put('products/y-def.webp', Buffer.from('y'), 'image/webp');
    expect(url).toBe('https://media.seva.example.in/products/y-def.webp');
    expect(s3.recorded.at(-1)?.path).toBe('/seva-media/products/y-def.webp');
    expect(s3.recorded.at(-1)?.headers.authorization).toContain('Credential=app-key/');
    expect((await app.inject({ method: 'GET', url: '/uploads/products/y-def.webp' })).statusCode).toBe(404);
    await app.close();
  });
});
