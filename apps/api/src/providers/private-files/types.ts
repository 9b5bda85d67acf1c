/**
 * Private file storage (issue 8 "Verification"): members' ID documents and
 * selfies. Unlike StorageProvider nothing here is ever served publicly —
 * local files live under `DATA_DIR/private` (no static route reads it) and
 * the S3 implementation writes to a separate private bucket
 * (S3_PRIVATE_BUCKET) without a public ACL. Files are read back only through
 * the API, which checks who asks. Keys follow storage/keys.ts assertSafeKey.
 */

import type { StoredFile } from '../storage/types.js';

/** The Cache-Control of a private file, stored or answered: no browser or proxy keeps a copy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A stored file's bytes and the content type it was stored with. */
export type PrivateFile = StoredFile;

export interface PrivateFiles {
  readonly name: 'local' | 's3';
  /** Stores `body` under `key` (e.g. `verifications/<id>/<random>.jpg`). Throws ProviderError, Error on an unsafe key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. Throws ProviderError, Error on an unsafe key. */
  get(key: string): Promise<PrivateFile | null>;
  /** Removes `key`; removing a missing key is not an error. Throws ProviderError, Error on an unsafe key. */
  remove(key: string): Promise<void>;
}
