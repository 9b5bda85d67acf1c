/**
 * After `vite build` and the SSR build of src/app/prerender.tsx (dist-ssr/), writes one copy of
 * dist/index.html per PRERENDERED_PATHS entry with the page's HTML inside #root:
 * dist/prerendered/<path>.html ('/' → index.html), with Brotli and gzip copies beside it like every
 * other asset. The API serves the copy for that exact path (apps/api/src/plugins/web-app.ts) and
 * main.tsx hydrates it; a page whose first render starts requests lists them for public/early-requests.js
 * (src/lib/early-requests.ts) in its head. public/early-taps.js, and early-requests.js on the prerendered
 * pages, go into the HTML itself (scripts/inline-scripts.ts), dist/index.html too; their files leave dist.
 * The service worker's precache gets the final shell's revision (scripts/precache-revision.ts).
 * A prerendered page starts the app only after its first paint. Fails the build when a page renders nothing
 * into <main>.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { PrerenderedPage } from '../src/app/prerender';
import { DATA_PAGE_MARKS } from '@seva/contracts';
import { EARLY_REQUESTS_ID, type EarlyRequest } from '../src/lib/early-requests';
import { inlineScript, startAfterPaint, writeInlineScriptHashes } from './inline-scripts';
import { restampPrecache } from './precache-revision';

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
  DATA_PAGE_PATHS: readonly string[];
};
const { renderPage, PRERENDERED_PATHS, DATA_PAGE_PATHS } = (await import(
  join(web, 'dist-ssr', 'prerender.js')
)) as Prerender;

/** Writes `html` to `file` with the Brotli and gzip copies the API sends to browsers that accept them. */
async function writeHtml(file: string, html: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  await writeFile(`${file}.br`, await promisify(brotliCompress)(html));
  await writeFile(`${file}.gz`, await promisify(gzip)(html, { level: 9 }));
}

/** Reads a plain script Vite copied from public/ and removes it (and its compressed copies) from dist. */
async function takePublicScript(name: string): Promise<string> {
  const file = join(dist, name);
  const code = await readFile(file, 'utf8');
  await Promise.all(['', '.br', '.gz'].map((suffix) => rm(`${file}${suffix}`, { force: true })));
  return code;
}

// Early taps run as the head is parsed, before anything can be tapped or typed (an async script ran only
// once downloaded, and text typed before that was lost), in the shell as in every prerendered page.
const EARLY_TAPS = '<script async src="/early-taps.js"></script>';
const shell = await readFile(join(dist, 'index.html'), 'utf8');
if (!shell.includes(EARLY_TAPS)) throw new Error(`dist/index.html has no ${EARLY_TAPS} to inline`);
const earlyTaps = await inlineScript('early-taps.js', await takePublicScript('early-taps.js'));
const earlyRequests = await inlineScript('early-requests.js', await takePublicScript('early-requests.js'));
const shellWithTaps = shell.replace(EARLY_TAPS, () => earlyTaps);
await writeHtml(join(dist, 'index.html'), shellWithTaps);
// The service worker precaches this shell: its revision must be that of the shell as written here.
await restampPrecache(dist, 'index.html');

// A prerendered page paints from its HTML and CSS alone, and its entry runs only once the page has been
// painted (a slow phone spent the time before the first paint evaluating the scripts): it asks for its
// scripts after the paint, so they do not share the slow network with the stylesheet and the page's images
// (Lighthouse's LCP counted their download).
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entry = ENTRY.exec(shellWithTaps)?.[1] ?? '';
if (!entry) throw new Error('dist/index.html has no module entry script');
const preloads = [...shellWithTaps.matchAll(PRELOAD)].map(([, url = '']) => url);
const withoutScripts = shellWithTaps.replace(ENTRY, '').replace(PRELOAD, '');
/** The shell a page's HTML goes into, with the script that starts the app after the first paint. */
const template = (start: string) => withoutScripts.replace(earlyTaps, () => `${earlyTaps}${start}`);
const paintFirst = template(await inlineScript('start and load', startAfterPaint(entry, preloads)));
if (!shellWithTaps.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);
await rm(out, { recursive: true, force: true });

/**
 * The page's first requests for public/early-requests.js to send before the scripts have run: a JSON script
 * (`<` escaped, so no text in it can close the element) and the script itself, inline, so they are sent as
 * the head is parsed, before the scripts and stylesheet are asked for.
 */
function earlyRequestsTags(requests: EarlyRequest[]): string {
  if (requests.length === 0) return '';
  const json = JSON.stringify(requests).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EARLY_REQUESTS_ID}">${json}</script>${earlyRequests}`;
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
 * The chunks of the page's lazy pages and their English strings, less the entry and its imports, for a data
 * page's start to ask for beside the entry: React can take its page over as soon as the entry has run (the
 * router would ask for them only then, one round trip later). A plain page's start does not: Lighthouse's LCP
 * came 0.3–0.55 s later on /, /puja and /milan-sathi with the code asked for early.
 */
function lazyChunks({ sources, namespaces }: PrerenderedPage['lazy']): string[] {
  const chunks = new Set<string>();
  // English 'messages' is the contracts' catalogue (src/i18n/index.ts, loadBundle); a namespace the entry
  // bundles (common, layout) has no chunk of its own.
  const strings = namespaces
    .map((ns) => (ns === 'messages' ? 'src/i18n/english-messages.ts' : `src/i18n/locales/en/${ns}.json`))
    .filter((key) => key in manifest);
  for (const key of [...sources, ...strings]) {
    for (const url of chunksOf(key)) chunks.add(url);
  }
  return [...chunks].filter((url) => url !== entry && !preloads.includes(url));
}

/**
 * What the API needs to serve a data page (DATA_PAGE_PATHS: /products) rendered with its data
 * (apps/api/src/plugins/data-pages.ts): `<file>.data.html`, the page's shell with a start that also asks for
 * the page's own chunks, and the two DATA_PAGE_MARKS for the rendered page and its data; `<file>.data.json`,
 * the requests whose answers the render needs. The plain copy stays the API's answer when it cannot render.
 */
async function writeDataPage(file: string, page: PrerenderedPage & { path: string }): Promise<void> {
  const start = await inlineScript(
    `start ${page.path}`,
    startAfterPaint(entry, [...preloads, ...lazyChunks(page.lazy)]),
  );
  const html = template(start).replace(
    ROOT,
    () => `<div id="root" data-prerendered="${page.path}">${DATA_PAGE_MARKS.page}</div>${DATA_PAGE_MARKS.data}`,
  );
  await writeFile(`${file}.data.html`, html);
  await writeFile(`${file}.data.json`, JSON.stringify(page.requests));
}

for (const path of PRERENDERED_PATHS) {
  const page = await renderPage(path);
  const { html: body, requests, lazy } = page;
  if (!/<main[^>]*>.+<\/main>/s.test(body)) throw new Error(`prerender of ${path} has an empty <main>`);
  // Functions, not strings: a `$&` or `$'` in the page's text must not be read as a replacement pattern.
  const html = paintFirst
    .replace(earlyTaps, () => `${earlyTaps}${earlyRequestsTags(requests)}`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${path}">${body}</div>`);
  const asked = requests.map((request) => `${request.method} ${request.url}`).join(', ') || 'no requests';
  console.log(`${path}: ${asked}; lazy ${[...lazy.sources, ...lazy.namespaces].join(', ')}`);
  const file = join(out, path === '/' ? 'index' : path.slice(1));
  await writeHtml(`${file}.html`, html);
  if (DATA_PAGE_PATHS.includes(path)) await writeDataPage(file, { ...page, path });
}
await writeInlineScriptHashes(dist);
// The manifest is the build's, not the site's: it is not served.
await rm(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} pages into dist/prerendered`);
