/**
 * Public file storage for images (DESIGN: Providers): local disk under
 * `DATA_DIR/uploads` by default, served at `/uploads/`; an S3-compatible
 * bucket by configuration. Keys are content-addressed by callers, so a stored
 * file never changes and may be cached for a year.
 */
/** A stored file's bytes and its content type. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface StorageProvider {
  readonly name: 'local' | 's3';
  /** Stores `body` under `key` (e.g. `products/ab12….webp`); returns its public URL. Throws ProviderError. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /**
   * The file under `key`, or null when there is none: for moving a file
   * elsewhere (legacy Milan photos into the private store). Throws
   * ProviderError, Error on an unsafe key.
   */
  get(key: string): Promise<StoredFile | null>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}
