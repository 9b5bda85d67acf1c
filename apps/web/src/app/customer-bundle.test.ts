/**
 * The admin console never reaches a customer's browser unless they open it:
 * builds the app (the real vite.config, with Vite's manifest) and walks the
 * manifest from the entry through its static imports — the chunks every
 * first visit downloads. No admin module (src/features/admin, the admin
 * route modules, the admin strings) may be in those chunks, judged by each
 * chunk's manifest source and by the modules its source map lists.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const webRoot = resolve(import.meta.dirname, '../..');
/** The JavaScript a first visit may download before any page chunk, gzip (issue 18: ≤ 150 KiB). */
const INITIAL_JS_BUDGET_BYTES = 150 * 1024;
const ADMIN_MODULE = /src\/(features\/admin\/|app\/routes\/admin-|i18n\/locales\/[^/]+\/admin\.json)/;

let outDir = '';
let manifest: Manifest = {};

/** The manifest keys of `key` and every chunk it imports statically, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The modules a chunk was built from, as its source map names them (none for the bundler's runtime, which has no map). */
function modulesOf(file: string): string[] {
  const mapFile = join(outDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'seva-web-build-'));
  // As `vite build` runs: Vitest's NODE_ENV=test would make Vite bundle React's development build.
  vi.stubEnv('NODE_ENV', 'production');
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
  });
  vi.unstubAllEnvs();
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the customer bundle', () => {
  it('reaches no admin module from the entry through static imports', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entry).toBe('index.html');
    const initial = [...staticClosure(entry ?? '')];
    expect(initial.length).toBeGreaterThan(1);

    const adminFacades = initial.filter((key) => ADMIN_MODULE.test(manifest[key]?.src ?? key));
    const adminModules = initial
      .flatMap((key) => modulesOf(manifest[key]?.file ?? ''))
      .filter((source) => ADMIN_MODULE.test(source));
    expect(adminFacades).toEqual([]);
    expect(adminModules).toEqual([]);
  });

  it('keeps the JavaScript of a first visit within its budget', () => {
    const initial = [...staticClosure('index.html')].map((key) => manifest[key]?.file ?? '');
    const scripts = initial.filter((file) => file.endsWith('.js'));
    const gzipBytes = scripts.reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file))).length, 0);
    expect(scripts.length).toBeGreaterThan(1);
    console.info(`first-visit JS ${gzipBytes} B gzip`);
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('still builds the admin console, as chunks loaded on demand', () => {
    // The check above means something only if the admin modules exist and the pattern finds them.
    const adminRoutes = Object.entries(manifest).filter(([key]) => ADMIN_MODULE.test(key));
    expect(adminRoutes.length).toBeGreaterThan(20);
    expect(adminRoutes.every(([, chunk]) => chunk.isDynamicEntry)).toBe(true);
    const adminSources = Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .flatMap((chunk) => modulesOf(chunk.file))
      .filter((source) => source.includes('src/features/admin/'));
    expect(adminSources.length).toBeGreaterThan(20);
  });

  it('leaves the development-only /design page out of the production build (issue 20)', () => {
    const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
    const designKeys = Object.keys(manifest).filter((key) => key.includes('src/features/design/'));
    const designSources = chunks
      .flatMap((chunk) => modulesOf(chunk.file))
      .filter((source) => source.includes('src/features/design/'));
    expect(chunks.length).toBeGreaterThan(20);
    expect(designKeys).toEqual([]);
    expect(designSources).toEqual([]);
  });
});
