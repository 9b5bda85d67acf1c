/**
 * The local files a backup carries: DATA_DIR/uploads (public pictures) and
 * DATA_DIR/private (members' ID documents and kept photos), as the storage
 * providers keep them (providers/index.ts). Helpers to list them and to ask
 * whether a restore may write them.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The folders under DATA_DIR whose files a backup holds, by their name inside the archive. */
export const FILE_FOLDERS = ['uploads', 'private'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

/** Every regular file under `root` (paths relative to it, `/`-separated) and their total size in bytes; none when `root` is missing. */
export async function listFiles(root: string): Promise<{ paths: string[]; bytes: number }> {
  const paths: string[] = [];
  let bytes = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        paths.push(relative(root, path).split('\\').join('/'));
        bytes += (await stat(path)).size;
      }
    }
  };
  await walk(root);
  return { paths: paths.sort(), bytes };
}

/** True when `dir` is missing or holds nothing. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
