/**
 * The default private file store: files on local disk under `root`
 * (DATA_DIR/private), which no route serves. Each file's content type is
 * kept beside it in `<file>.type`. Files and folders are readable by the
 * server's user only.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { assertSafeKey } from '../storage/keys.js';
import type { PrivateFiles } from './types.js';

const TYPE_SUFFIX = '.type';

/** The file of `key` under `root`; throws on keys that could leave it (assertSafeKey). */
function safePath(root: string, key: string): string {
  assertSafeKey(key);
  return normalize(join(root, key));
}

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT';

/** Private files on local disk under `root`. Throws on unsafe keys. */
export function createLocalPrivateFiles(root: string): PrivateFiles {
  return {
    name: 'local',
    async put(key, body, contentType) {
      const path = safePath(root, key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(`${path}${TYPE_SUFFIX}`, contentType, { mode: 0o600 });
      await writeFile(path, body, { mode: 0o600 });
    },
    async get(key) {
      const path = safePath(root, key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}${TYPE_SUFFIX}`, 'utf8')]);
        return { body, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const path = safePath(root, key);
      await rm(path, { force: true });
      await rm(`${path}${TYPE_SUFFIX}`, { force: true });
    },
  };
}
