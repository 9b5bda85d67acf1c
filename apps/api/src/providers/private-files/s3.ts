/**
 * Private files in an S3-compatible bucket of their own (S3_PRIVATE_BUCKET),
 * through the same SDK client as the public storage (storage/s3.ts). Objects
 * are written without an ACL, so they inherit the bucket's private default,
 * and with `Cache-Control: private, no-store`; the bucket must never get a
 * public policy, a public URL or a CDN (README "Configuration").
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey } from '../storage/keys.js';
import { s3ClientFor, s3Deadline, s3ProviderError, type S3ConnectionOptions } from '../storage/s3.js';
import { PRIVATE_CACHE_CONTROL, type PrivateFiles } from './types.js';

/** True for the "no such object" answers (S3 says NoSuchKey; some compatible services a bare 404). */
const isMissingObject = (cause: unknown) =>
  cause instanceof S3ServiceException &&
  (cause.name === 'NoSuchKey' || (cause.name === 'NotFound' && cause.$metadata.httpStatusCode === 404));

/** The S3 private file store on `options.bucket`. Throws ProviderError when S3 refuses or is unreachable, Error on unsafe keys. */
export function createS3PrivateFiles(options: S3ConnectionOptions): PrivateFiles {
  const client = s3ClientFor(options);
  const deadline = () => s3Deadline(options.timeoutMs);
  return {
    name: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const command = new PutObjectCommand({
        Bucket: options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: PRIVATE_CACHE_CONTROL,
      });
      try {
        await client.send(command, deadline());
      } catch (cause) {
        throw s3ProviderError('store', key, options.bucket, cause);
      }
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }), deadline());
        const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (cause) {
        if (isMissingObject(cause)) return null;
        throw s3ProviderError('read', key, options.bucket, cause);
      }
    },
    async remove(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }), deadline());
      } catch (cause) {
        if (isMissingObject(cause)) return;
        throw s3ProviderError('remove', key, options.bucket, cause);
      }
    },
  };
}
