/**
 * After `vite build` and the SSR build of src/app/prerender.tsx (dist-ssr/), writes one copy of
 * dist/index.html per PRERENDERED_PATHS entry with the page's HTML inside #root:
 * dist/prerendered/<path>.html ('/' → index.html), with Brotli and gzip copies beside it like every
 * other asset. The API serves the copy for that exact path (apps/api/src/plugins/web-app.ts) and
 * main.tsx hydrates it; a page whose first render starts requests lists them for public/early-requests.js
 * (src/lib/early-requests.ts) in its head. Fails the build when a page renders nothing into <main>.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { PrerenderedPage } from '../src/app/prerender';
import { EARLY_REQUESTS_ID, type EarlyRequest } from '../src/lib/early-requests';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const out = join(dist, 'prerendered');
const ROOT = '<div id="root"></div>';

/** Vite's build manifest (dist/.vite/manifest.json): each module's chunk and the chunks it imports statically. */
type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;

type Prerender = {
  renderPage: (path: string) => Promise<PrerenderedPage>;
  PRERENDERED_PATHS: readonly string[];
};
const { renderPage, PRERENDERED_PATHS } = (await import(join(web, 'dist-ssr', 'prerender.js'))) as Prerender;

// A prerendered page paints from its HTML and CSS alone: its scripts (entry and modulepreloads) yield the
// network to the stylesheet and the page's images, then hydrate it.
const template = (await readFile(join(dist, 'index.html'), 'utf8')).replace(
  /<(script type="module"|link rel="modulepreload")/g,
  '<$1 fetchpriority="low"',
);
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);
await rm(out, { recursive: true, force: true });

/**
 * The page's first requests for public/early-requests.js to send before the scripts have run: a JSON script
 * (`<` escaped, so no text in it can close the element) and the script itself, in the head.
 */
function earlyRequestsTags(requests: EarlyRequest[]): string {
  if (requests.length === 0) return '';
  const json = JSON.stringify(requests).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EARLY_REQUESTS_ID}">${json}</script><script async src="/early-requests.js"></script>`;
}

/** The chunk of manifest key `key` and every chunk it imports statically, transitively, as /assets/… URLs. */
function chunksOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (!seen.has(`/${chunk.file}`)) {
    seen.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  }
  return seen;
}

/**
 * Modulepreloads for the page's lazy pages and their English strings, less what the template already
 * loads (the entry and its imports): they download beside the entry, not once it has run. Low priority
 * like the template's scripts, so the stylesheet and the page's images go first. Only for a page whose
 * first screen is photos of its data (a request with `images`, e.g. /products): there the photos arrive
 * early and the page's code is what the screen waits for. Elsewhere (/, /puja, /milan-sathi) Lighthouse's
 * LCP came 0.3–0.55 s later with the code asked for early: it shares the slow network with the page's own.
 */
function lazyChunkTags({ sources, namespaces }: PrerenderedPage['lazy'], requests: EarlyRequest[]): string {
  if (!requests.some((request) => request.images)) return '';
  const chunks = new Set<string>();
  // A namespace the entry bundles (common, layout, messages) has no chunk of its own.
  const strings = namespaces.map((ns) => `src/i18n/locales/en/${ns}.json`).filter((key) => key in manifest);
  for (const key of [...sources, ...strings]) {
    for (const url of chunksOf(key)) chunks.add(url);
  }
  return [...chunks]
    .filter((url) => !template.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`)
    .join('');
}

for (const path of PRERENDERED_PATHS) {
  const { html: body, requests, lazy } = await renderPage(path);
  if (!/<main[^>]*>.+<\/main>/s.test(body)) throw new Error(`prerender of ${path} has an empty <main>`);
  // Functions, not strings: a `$&` or `$'` in the page's text must not be read as a replacement pattern.
  const html = template
    .replace('</head>', () => `${lazyChunkTags(lazy, requests)}${earlyRequestsTags(requests)}</head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${path}">${body}</div>`);
  const asked = requests.map((request) => `${request.method} ${request.url}`).join(', ') || 'no requests';
  console.log(`${path}: ${asked}; lazy ${[...lazy.sources, ...lazy.namespaces].join(', ')}`);
  const file = join(out, `${path === '/' ? 'index' : path.slice(1)}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  await writeFile(`${file}.br`, await promisify(brotliCompress)(html));
  await writeFile(`${file}.gz`, await promisify(gzip)(html, { level: 9 }));
}
// The manifest is the build's, not the site's: it is not served.
await rm(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} pages into dist/prerendered`);
