/**
 * The files the service worker precaches (issue 23): the app shell, not the whole build. From Vite's build
 * manifest (dist/.vite/manifest.json): the entry (index.html) and every chunk it imports statically with their
 * CSS and assets (the fonts), plus `lazySources` with their static imports — the shell's own lazy parts (the
 * deferred chrome with the toaster and the offline banner, the Hindi shell strings, the PWA strings) — and the
 * few public files the installed app shows at once (`publicFiles`). Every page chunk and image is left to the
 * worker's runtime caches, filled as the visitor goes (docs/decisions/014-installable-app.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** workbox-build's precache entry, as a `manifestTransforms` function receives it. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The output files of `keys` and of every chunk they import statically, with their CSS and assets. */
export function shellFiles(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * A workbox `manifestTransforms` function keeping only the shell: reads the build manifest in the folder
 * `distDir()` names when it runs (after Vite wrote it). Throws when the manifest names none of `lazySources`, so a renamed file cannot
 * silently leave the shell without its strings.
 */
export function precacheShellOnly(
  distDir: () => string,
  lazySources: readonly string[],
  publicFiles: readonly string[],
) {
  return (entries: PrecacheEntry[]) => {
    const manifest = JSON.parse(readFileSync(join(distDir(), '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const missing = lazySources.filter((source) => !manifest[source]);
    if (missing.length > 0) throw new Error(`the shell's lazy parts are not in the build: ${missing.join(', ')}`);
    const keep = shellFiles(manifest, ['index.html', ...lazySources]);
    for (const file of publicFiles) keep.add(file);
    keep.add('index.html');
    return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] };
  };
}
