/**
 * S3-compatible storage (DESIGN: Providers) through the official AWS SDK v3:
 * AWS S3, or with `endpoint` (and usually `forcePathStyle`) Cloudflare R2,
 * MinIO, DigitalOcean Spaces. Files are public through `publicUrl` (a CDN or
 * the bucket's public base): `put` answers `${publicUrl}/${key}`.
 */
import { DeleteObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ProviderError } from '../types.js';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL } from './keys.js';
import type { StorageProvider } from './types.js';

/** Where and how to reach the S3-compatible service (shared with the private file store). */
export interface S3ConnectionOptions {
  bucket: string;
  /** e.g. `ap-south-1`; R2 takes `auto`. */
  region: string;
  /** Base URL of an S3-compatible service; unset = AWS S3 for `region`. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
  /** Static credentials; unset = the SDK's default chain (env, shared files, instance/task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Deadline for one call, retries included, in ms (default 30 s). */
  timeoutMs?: number;
}

export interface S3StorageOptions extends S3ConnectionOptions {
  /** Public base of stored files, without a trailing slash. */
  publicUrl: string;
}

/** A person-readable ProviderError for a failed S3 call on `key`. */
export function s3ProviderError(
  action: 'store' | 'read' | 'remove',
  key: string,
  bucket: string,
  cause: unknown,
): ProviderError {
  const what = `Storage (S3) could not ${action} ${key} in bucket ${bucket}`;
  if (cause instanceof S3ServiceException) {
    const status = cause.$metadata.httpStatusCode;
    const may = action === 'read' ? 'read' : 'write to';
    const hint = status === 403 ? `; check the credentials and that they may ${may} the bucket` : '';
    return new ProviderError(`${what}: HTTP ${status ?? '?'} ${cause.name}${hint}`, 's3', { cause });
  }
  const name = cause instanceof Error ? cause.name : '';
  if (name === 'CredentialsProviderError')
    return new ProviderError(
      `${what}: no credentials; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY or give the server an AWS role`,
      's3',
      { cause },
    );
  if (name === 'AbortError' || name === 'TimeoutError')
    return new ProviderError(`${what}: no answer in time`, 's3', { cause });
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ProviderError(`${what}: the service could not be reached (${detail})`, 's3', { cause });
}

/** An SDK client for `options`' service. */
export function s3ClientFor(options: S3ConnectionOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Many S3-compatible services reject the SDK's default CRC32 checksum
    // headers (aws-sdk-js-v3 #6819 and the Go SDK workarounds); they are only
    // sent to AWS itself.
    ...(options.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
}

/** The per-call options giving one call (retries included) `timeoutMs` (default 30 s). */
export const s3Deadline = (timeoutMs = 30_000) => ({ abortSignal: AbortSignal.timeout(timeoutMs) });

/** The S3 storage provider. `put`/`remove` throw ProviderError when S3 refuses or is unreachable, Error on unsafe keys. */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
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
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      });
      try {
        await client.send(command, deadline());
      } catch (cause) {
        throw s3ProviderError('store', key, options.bucket, cause);
      }
      return `${options.publicUrl}/${key}`;
    },
    async remove(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }), deadline());
      } catch (cause) {
        // S3 answers 204 for a missing key; some compatible services say NoSuchKey.
        if (cause instanceof S3ServiceException && cause.name === 'NoSuchKey') return;
        throw s3ProviderError('remove', key, options.bucket, cause);
      }
    },
  };
}
