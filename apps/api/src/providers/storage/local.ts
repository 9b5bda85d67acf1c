/**
 * The default storage provider: files on local disk under `root`
 * (DATA_DIR/uploads), served by plugins/uploads.ts at `/uploads/<key>`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { assertSafeKey } from './keys.js';
import type { StorageProvider } from './types.js';

/** The URL prefix local files are served under. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Content types by extension: local files keep none of their own (the
 * static route infers it the same way), and these are the types stored.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** The file of `key` under `root`; throws on keys that could leave it (assertSafeKey). */
function safePath(root: string, key: string): string {
  assertSafeKey(key);
  return normalize(join(root, key));
}

/**
 * Local-disk storage under `root`; `put` answers `/uploads/<key>`, `get`
 * null for a missing file. Throws on unsafe keys.
 */
export function createLocalStorage(root: string): StorageProvider {
  return {
    name: 'local',
    async put(key, body) {
      const path = safePath(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async get(key) {
      const path = safePath(root, key);
      try {
        const body = await readFile(path);
        return { body, contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(safePath(root, key), { force: true });
    },
  };
}
