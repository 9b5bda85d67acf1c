/**
 * The JavaScript a first visit downloads before any page chunk: the entry
 * script of the built index.html and every chunk it modulepreloads (Vite
 * lists the entry's static imports there), with their gzip sizes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  /** Path as index.html names it, e.g. `/assets/index-abc123.js`. */
  file: string;
  /** Minified size in bytes. */
  bytes: number;
  /** gzip size in bytes (zlib's default level, as Vite's build report). */
  gzip: number;
}

const SCRIPT_URL = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g;

/** Reads `<distDir>/index.html` and answers its initial scripts, entry first; throws when the web is not built. */
export function initialScripts(distDir: string): ScriptSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(SCRIPT_URL)].map(([, file = '']) => {
    const code = readFileSync(join(distDir, file));
    return { file, bytes: code.length, gzip: gzipSync(code).length };
  });
}
