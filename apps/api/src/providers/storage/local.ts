/**
 * The default storage provider: files on local disk under `root`
 * (DATA_DIR/uploads), served by plugins/uploads.ts at `/uploads/<key>`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { assertSafeKey } from './keys.js';
import type { StorageProvider } from './types.js';

/** The URL prefix local files are served under. */
export const UPLOADS_PREFIX = '/uploads/';

/** The file of `key` under `root`; throws on keys that could leave it (assertSafeKey). */
function safePath(root: string, key: string): string {
  assertSafeKey(key);
  return normalize(join(root, key));
}

/** Local-disk storage under `root`; `put` answers `/uploads/<key>`. Throws on unsafe keys. */
export function createLocalStorage(root: string): StorageProvider {
  return {
    name: 'local',
    async put(key, body) {
      const path = safePath(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async remove(key) {
      await rm(safePath(root, key), { force: true });
    },
  };
}
