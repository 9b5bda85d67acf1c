/**
 * The service worker's precache names each unhashed file with a revision (an MD5 of its content, written by
 * vite-plugin-pwa when `vite build` ends). The prerender (scripts/prerender.ts) rewrites dist/index.html after
 * that, inlining the early scripts: without a new revision, a change to those scripts alone would leave every
 * installed app on its old shell. `restampPrecache` sets the revision of `file` in dist/sw.js to the MD5 of the
 * file as finally written (same length, so the worker's source map stays right). Throws when sw.js does not
 * name `file` exactly once.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function restampPrecache(dist: string, file: string): Promise<void> {
  const worker = join(dist, 'sw.js');
  const code = await readFile(worker, 'utf8');
  const entry = new RegExp(`\\{"revision":"[0-9a-f]{32}","url":"${file.replaceAll('.', '\\.')}"\\}`, 'g');
  const found = code.match(entry)?.length ?? 0;
  if (found !== 1) throw new Error(`dist/sw.js names ${file} ${found} times in its precache, not once`);
  const revision = createHash('md5')
    .update(await readFile(join(dist, file)))
    .digest('hex');
  await writeFile(
    worker,
    code.replace(entry, () => `{"revision":"${revision}","url":"${file}"}`),
  );
}
