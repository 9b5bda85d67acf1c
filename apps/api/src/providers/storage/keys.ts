/**
 * Storage keys, shared by every storage provider: `<folder>/<name>` such as
 * `products/ab12….webp`. Callers build them from content hashes, so a stored
 * file never changes and may be cached for a year.
 */

/** The Cache-Control of stored files: content-addressed keys never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Throws unless `key` is `<folder>/<name>` of word characters, dots and dashes:
 * no absolute paths, `..`, backslashes or empty segments, so a key can neither
 * leave the uploads directory nor reach another bucket prefix.
 */
export function assertSafeKey(key: string): void {
  if (!/^[\w-]+(\/[\w.-]+)+$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}
