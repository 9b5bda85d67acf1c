/**
 * Private files in an S3-compatible bucket of their own (S3_PRIVATE_BUCKET),
 * through the same object calls as the public storage
 * (storage/s3-objects.ts). Objects are written without an ACL, so they
 * inherit the bucket's private default, and with `Cache-Control: private,
 * no-store`; the bucket must never get a public policy, a public URL or a CDN
 * (README "Configuration").
 */
import { S3ServiceException } from '@aws-sdk/client-s3';
import { s3Objects, type S3ConnectionOptions } from '../storage/s3-objects.js';
import { PRIVATE_CACHE_CONTROL, type PrivateFiles } from './types.js';

/** True for the "no such object" answers (S3 says NoSuchKey; some compatible services a bare 404). */
const isMissingObject = (cause: unknown) =>
  cause instanceof S3ServiceException &&
  (cause.name === 'NoSuchKey' || (cause.name === 'NotFound' && cause.$metadata.httpStatusCode === 404));

/** The S3 private file store on `options.bucket`. Throws ProviderError when S3 refuses or is unreachable, Error on unsafe keys. */
export function createS3PrivateFiles(options: S3ConnectionOptions): PrivateFiles {
  const objects = s3Objects(options);
  return {
    name: 's3',
    put: (key, body, contentType) => objects.put(key, body, contentType, PRIVATE_CACHE_CONTROL),
    get: (key) => objects.get(key, isMissingObject),
    remove: (key) => objects.remove(key, isMissingObject),
  };
}
