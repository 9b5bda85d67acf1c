/**
 * The default storage provider: files on local disk under `root`
 * (DATA_DIR/uploads), served by plugins/uploads.ts at `/uploads/<key>`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { StorageProvider } from './types.js';

/** The URL prefix local files are served under. */
export const UPLOADS_PREFIX = '/uploads/';

/** Refuses keys that could leave `root` (absolute, `..`, backslashes). */
function safePath(root: string, key: string): string {
  if (!/^[\w-]+(\/[\w.-]+)+$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return normalize(join(root, key));
}

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
