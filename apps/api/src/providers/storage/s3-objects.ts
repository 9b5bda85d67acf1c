/**
 * The S3 object calls both S3-backed stores make (the public storage,
 * storage/s3.ts, and the private files, private-files/s3.ts) through the
 * official AWS SDK v3: AWS S3, or with `endpoint` (and usually
 * `forcePathStyle`) Cloudflare R2, MinIO, DigitalOcean Spaces. Every call
 * checks its key first (assertSafeKey), runs within a deadline and fails
 * with a ProviderError a person can act on.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ProviderError } from '../types.js';
import { assertSafeKey } from './keys.js';
import type { StoredFile } from './types.js';

/** Where and how to reach the S3-compatible service. */
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

/** Recognises the failure that means "no such object" (services differ in how they say it). */
export type IsMissingObject = (cause: unknown) => boolean;

/** True for the "no such object" answers (S3 says NoSuchKey; some compatible services a bare 404). */
export const isMissingObject: IsMissingObject = (cause) =>
  cause instanceof S3ServiceException &&
  (cause.name === 'NoSuchKey' || (cause.name === 'NotFound' && cause.$metadata.httpStatusCode === 404));

/** A person-readable ProviderError for a failed S3 call on `key`. */
function s3ProviderError(action: 'store' | 'read' | 'remove', key: string, bucket: string, cause: unknown) {
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
function s3ClientFor(options: S3ConnectionOptions): S3Client {
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

/**
 * The object calls on `options.bucket`, one SDK client for all. Each throws
 * ProviderError when S3 refuses, is unreachable or does not answer within
 * `options.timeoutMs` (retries included), Error on an unsafe key.
 */
export function s3Objects(options: S3ConnectionOptions) {
  const { bucket } = options;
  const client = s3ClientFor(options);
  const deadline = () => ({ abortSignal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  return {
    /** PUTs `body` under `key` with `contentType` and `cacheControl`, without an ACL (the bucket's default applies). */
    async put(key: string, body: Buffer, contentType: string, cacheControl: string): Promise<void> {
      assertSafeKey(key);
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
      });
      try {
        await client.send(command, deadline());
      } catch (cause) {
        throw s3ProviderError('store', key, bucket, cause);
      }
    },
    /** The bytes and content type under `key`; null when `isMissing` recognises the failure. */
    async get(key: string, isMissing: IsMissingObject): Promise<StoredFile | null> {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), deadline());
        const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (cause) {
        if (isMissing(cause)) return null;
        throw s3ProviderError('read', key, bucket, cause);
      }
    },
    /** DELETEs `key`; a failure `isMissing` recognises is no error. */
    async remove(key: string, isMissing: IsMissingObject): Promise<void> {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), deadline());
      } catch (cause) {
        if (isMissing(cause)) return;
        throw s3ProviderError('remove', key, bucket, cause);
      }
    },
  };
}
