/**
 * Public file storage for images (DESIGN: Providers): local disk under
 * `DATA_DIR/uploads` by default, served at `/uploads/`; an S3-compatible
 * bucket by configuration. Keys are content-addressed by callers, so a stored
 * file never changes and may be cached for a year.
 */
export interface StorageProvider {
  readonly name: 'local' | 's3';
  /** Stores `body` under `key` (e.g. `products/ab12….webp`); returns its public URL. Throws ProviderError. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}
