/**
 * Scripts the build writes into the HTML itself instead of linking them (decision 008, "Scripts in the
 * page"): a linked script runs only once it has downloaded, and what it must catch (text typed into a
 * painted page, a page's first requests) happens before that. The API's Content-Security-Policy allows no
 * inline script by default, so every script made here is noted by its SHA-256 hash, and
 * `writeInlineScriptHashes` writes them into dist/inline-scripts.json, which the API reads at start
 * (apps/api/src/plugins/web-app.ts, `inlineScriptSources`) and adds to the CSP's `script-src`.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'vite';

const hashes = new Set<string>();

/**
 * A `<script>` element holding `code` minified (oxc, as Vite minifies the app), its hash noted for the CSP.
 * `name` names the code in a minifier's error. Throws when the code does not parse.
 */
export async function inlineScript(name: string, code: string): Promise<string> {
  const { code: minified, errors } = await minify(name, code, {});
  if (errors.length > 0) throw new Error(`${name}: ${errors.map((error) => error.message).join('; ')}`);
  // `</script` inside the code would end the element early; the minifier keeps strings as written.
  if (/<\/script/i.test(minified)) throw new Error(`${name} holds "</script" and cannot be inlined`);
  hashes.add(`'sha256-${createHash('sha256').update(minified).digest('base64')}'`);
  return `<script>${minified}</script>`;
}

/** Writes the hashes of every script `inlineScript` made into `<dist>/inline-scripts.json`, as a JSON array. */
export async function writeInlineScriptHashes(dist: string): Promise<void> {
  await writeFile(join(dist, 'inline-scripts.json'), `${JSON.stringify([...hashes].sort())}\n`);
}

/**
 * The code that starts the app after the page's first paint: it adds a low-priority modulepreload for each of
 * `preloads` (the entry's chunks, when the page did not ask for them in its head) and the module script of
 * `entry` (an /assets/… URL). In the first frame's animation callback the page is about to be painted, and a
 * task queued from there runs after it. A tab opened in the background runs no frame: it starts when shown.
 */
export function startAfterPaint(entry: string, preloads: readonly string[]): string {
  return `requestAnimationFrame(() => setTimeout(() => {
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.fetchPriority = 'low';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.append(script);
  }));`;
}
