/**
 * The JavaScript a first visit downloads before any page chunk: the scripts
 * the build wrote into the built index.html itself, its entry script and
 * every chunk it modulepreloads (Vite lists the entry's static imports
 * there), with their gzip sizes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  /** Path as index.html names it, e.g. `/assets/index-abc123.js`; `inline script n` for one inside the HTML. */
  file: string;
  /** Minified size in bytes. */
  bytes: number;
  /** gzip size in bytes (zlib's default level, as Vite's build report). */
  gzip: number;
}

const SCRIPT_URL = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g;
/** A script that runs (no `type`, so not the JSON of early requests) written inside the HTML. */
const INLINE_SCRIPT = /<script>(.*?)<\/script>/gs;

const size = (file: string, code: Buffer): ScriptSize => ({ file, bytes: code.length, gzip: gzipSync(code).length });

/**
 * Reads `<distDir>/index.html` and answers its initial scripts, inline ones first, then the entry and its
 * modulepreloads; throws when the web is not built.
 */
export function initialScripts(distDir: string): ScriptSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [
    ...[...html.matchAll(INLINE_SCRIPT)].map(([, code = ''], i) => size(`inline script ${i + 1}`, Buffer.from(code))),
    ...[...html.matchAll(SCRIPT_URL)].map(([, file = '']) => size(file, readFileSync(join(distDir, file)))),
  ];
}
