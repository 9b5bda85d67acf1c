/**
 * Public pages served rendered with their data (issue 18, decision 008): `/products`' largest paint is its first
 * product photo, which waited for the scripts and the list. The web build writes, per such page,
 * `prerendered/<page>.data.html` (its shell, scripts asked for after the first paint, with DATA_PAGE_MARKS) and
 * `<page>.data.json` (its first requests), and its server bundle `dist-ssr/prerender.js` (`renderPageWithData`).
 * Here a page's first requests are answered through `app.inject`, exactly as a browser is answered, the page is
 * rendered with those answers, and kept with its Brotli and gzip copies until the answers change: they are asked
 * again after forgetCatalogue and at most every CATALOGUE_TTL_MS, and the page rendered again only when they
 * differ. Renders run one at a time, on this thread, once per catalogue change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DATA_PAGE_MARKS, PAGE_DATA_ID, type AnsweredRequest, type PageRequest } from '@seva/contracts';
import { CATALOGUE_TTL_MS, catalogueGeneration } from '../db/read-cache.js';

/** The web's server bundle (apps/web/src/app/prerender.tsx). */
type Renderer = {
  renderPageWithData: (path: string, answers: AnsweredRequest[]) => Promise<{ html: string; state: unknown }>;
};

/** A page rendered with its data, in the three encodings, and what it was rendered from. */
export type RenderedPage = { html: Buffer; br: Buffer; gzip: Buffer; etag: string };
/** What a path's last check found: its page (none when it could not be rendered), from which answers, when. */
type Kept = { page?: RenderedPage; answers?: string; generation: number; checkedAt: number };

const DATA_SUFFIX = '.data.html';

/** The data pages the build wrote under `prerenderedDir`: URL path → shell and first requests. */
function readDataPages(prerenderedDir: string): Map<string, { shell: string; requests: PageRequest[] }> {
  if (!existsSync(prerenderedDir)) return new Map();
  const files = readdirSync(prerenderedDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(DATA_SUFFIX),
  );
  return new Map(
    files.map((file) => {
      const page = file.slice(0, -DATA_SUFFIX.length).replaceAll('\\', '/');
      const base = join(prerenderedDir, file.slice(0, -DATA_SUFFIX.length));
      const requests = JSON.parse(readFileSync(`${base}.data.json`, 'utf8')) as PageRequest[];
      return [page === 'index' ? '/' : `/${page}`, { shell: readFileSync(`${base}${DATA_SUFFIX}`, 'utf8'), requests }];
    }),
  );
}

/** The page's data as a JSON script: `<` escaped, so no text in it can close the element. */
const dataScript = (state: unknown) =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/**
 * The data pages of the web build in `webDistDir` (its server bundle beside it, `../dist-ssr/prerender.js`).
 * `has(path)`: whether `path` (no query string) is one. `page(path)`: the page rendered with its data, or
 * undefined when it cannot be (no server bundle, an answer other than 200, a render that threw: logged), for
 * the caller to answer with the plain prerendered copy.
 */
export function dataPages(app: FastifyInstance, webDistDir: string, prerenderedDir: string) {
  const bundle = join(webDistDir, '..', 'dist-ssr', 'prerender.js');
  const pages = existsSync(bundle) ? readDataPages(prerenderedDir) : new Map<string, never>();
  let renderer: Promise<Renderer> | undefined;
  const kept = new Map<string, Kept>();
  const refreshing = new Map<string, Promise<Kept>>();
  /** Renders run one after another: the web's api client answers a render's requests from module state. */
  let renders: Promise<unknown> = Promise.resolve();

  async function answer(request: PageRequest): Promise<AnsweredRequest> {
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: request.url,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { request, status: response.statusCode, answer: response.body };
  }

  async function render(path: string, answers: AnsweredRequest[]): Promise<RenderedPage> {
    renderer ??= import(pathToFileURL(bundle).href) as Promise<Renderer>;
    const { renderPageWithData } = await renderer;
    const run = renders.then(() => renderPageWithData(path, answers));
    renders = run.catch(() => undefined);
    const { html: body, state } = await run;
    const html = Buffer.from(
      pages
        .get(path)!
        .shell.replace(DATA_PAGE_MARKS.page, () => body)
        .replace(DATA_PAGE_MARKS.data, () => dataScript(state)),
    );
    return {
      html,
      br: await promisify(brotliCompress)(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: await promisify(gzip)(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
  }

  /** Answers the page's first requests again and renders it when they changed; a failure is kept as no page. */
  async function refresh(path: string, before: Kept | undefined): Promise<Kept> {
    const generation = catalogueGeneration(app.db);
    const checkedAt = Date.now();
    const answers = await Promise.all(pages.get(path)!.requests.map(answer));
    const failed = answers.find((answered) => answered.status !== 200);
    if (failed) {
      app.log.warn(
        { path, request: failed.request.url, status: failed.status },
        'data page not rendered: an answer failed',
      );
      return { generation, checkedAt };
    }
    const answersHash = createHash('sha256')
      .update(JSON.stringify(answers.map((answered) => answered.answer)))
      .digest('base64url');
    if (before?.page && before.answers === answersHash) return { ...before, generation, checkedAt };
    try {
      return { page: await render(path, answers), answers: answersHash, generation, checkedAt };
    } catch (error) {
      app.log.error({ err: error, path }, 'data page not rendered');
      return { generation, checkedAt };
    }
  }

  return {
    has: (path: string) => pages.has(path),
    async page(path: string): Promise<RenderedPage | undefined> {
      const before = kept.get(path);
      const fresh =
        before?.generation === catalogueGeneration(app.db) && Date.now() - before.checkedAt < CATALOGUE_TTL_MS;
      if (fresh) return before.page;
      let pending = refreshing.get(path);
      if (!pending) {
        pending = refresh(path, before).finally(() => refreshing.delete(path));
        refreshing.set(path, pending);
      }
      const now = await pending;
      kept.set(path, now);
      return now.page;
    },
  };
}
