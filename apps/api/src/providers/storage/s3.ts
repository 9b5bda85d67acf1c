/**
 * S3-compatible storage (DESIGN: Providers) through the official AWS SDK v3
 * (s3-objects.ts): AWS S3, or with `endpoint` (and usually `forcePathStyle`)
 * Cloudflare R2, MinIO, DigitalOcean Spaces. Files are public through
 * `publicUrl` (a CDN or the bucket's public base): `put` answers
 * `${publicUrl}/${key}`.
 */
import { IMMUTABLE_CACHE_CONTROL } from './keys.js';
import { isMissingObject, s3Objects, type S3ConnectionOptions } from './s3-objects.js';
import type { StorageProvider } from './types.js';

export interface S3StorageOptions extends S3ConnectionOptions {
  /** Public base of stored files, without a trailing slash. */
  publicUrl: string;
}

/** The S3 storage provider. `put`/`get`/`remove` throw ProviderError when S3 refuses or is unreachable, Error on unsafe keys. */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const objects = s3Objects(options);
  return {
    name: 's3',
    async put(key, body, contentType) {
      await objects.put(key, body, contentType, IMMUTABLE_CACHE_CONTROL);
      return `${options.publicUrl}/${key}`;
    },
    get: (key) => objects.get(key, isMissingObject),
    // S3 answers 204 for a missing key; some compatible services say NoSuchKey or a bare 404.
    remove: (key) => objects.remove(key, isMissingObject),
  };
}
