import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { s3AppEnv, useS3StandIn } from '../../test/s3.js';
import { ProviderError } from '../types.js';
import { createS3PrivateFiles } from './s3.js';

const s3 = useS3StandIn();

const files = () =>
  createS3PrivateFiles({
    bucket: 'seva-private',
    region: 'ap-south-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  });

describe('S3 private files', () => {
  it('PUTs to the private bucket without a public ACL or a cache, and GETs the same bytes and type back', async () => {
    const body = Buffer.from('\xff\xd8\xff not really a JPEG', 'latin1');
    await files().put('verifications/abc/0f1e-document.jpg', body, 'image/jpeg');
    const [put] = s3.recorded;
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
    s3.failWith(403, 'AccessDenied', 'Access Denied');
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
      expect(s3.recorded).toEqual([]);
    },
  );

  it('is where the app keeps private files when STORAGE_PROVIDER=s3: the private bucket, not the public one', async () => {
    const { app } = await createTestApp({ env: s3AppEnv(s3.endpoint) });
    expect(app.providers.privateFiles.name).toBe('s3');
    await app.providers.privateFiles.put('verifications/abc/y.jpg', Buffer.from('y'), 'image/jpeg');
    expect(s3.recorded.at(-1)?.path).toBe('/seva-private/verifications/abc/y.jpg');
    expect(s3.recorded.at(-1)?.headers.authorization).toContain('Credential=app-key/');
    await app.close();
  });
});
