/**
 * Private files in an S3-compatible bucket of their own (S3_PRIVATE_BUCKET),
 * through the same object calls as the public storage
 * (storage/s3-objects.ts). Objects are written without an ACL, so they
 * inherit the bucket's private default, and with `Cache-Control: private,
 * no-store`; the bucket must never get a public policy, a public URL or a CDN
 * (README "Configuration").
 */
import { isMissingObject, s3Objects, type S3ConnectionOptions } from '../storage/s3-objects.js';
import { PRIVATE_CACHE_CONTROL, type PrivateFiles } from './types.js';

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
