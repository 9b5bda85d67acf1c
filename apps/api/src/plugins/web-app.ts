/**
 * Serves the built web app (apps/web/dist) when SERVE_WEB is on: hashed assets
 * cached for a year, everything else (the service worker sw.js and manifest.webmanifest among them, issue 23) checked
 * on every use, Brotli or gzip copies made at build time when the browser accepts them, every other non-/api path answered with index.html so the
 * SPA router takes over. A public page the build prerendered (dist/prerendered/<path>.html, apps/web/scripts/prerender.ts)
 * is answered with its own copy when asked for without a query string, so a phone paints it before the JavaScript arrives;
 * a data page (plugins/data-pages.ts: /products) is answered rendered with its data, or with its copy when it cannot be.
 * Unknown /api paths answer the JSON 404. The scripts the build wrote into the HTML itself are allowed by their hashes
 * (`inlineScriptSources`, added to the CSP by plugins/external/security.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@seva/contracts';
import type { Config } from '../config.js';
import { dataPages, type RenderedPage } from './data-pages.js';
import { errorBody } from './errors.js';

const PRERENDERED_DIR = 'prerendered';
/** Written by the web build (apps/web/scripts/inline-scripts.ts): a JSON array of `'sha256-…'` CSP sources. */
const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/**
 * The CSP `script-src` sources of the scripts the web build inlined into its HTML (early taps, early requests,
 * the app's start), so the browser runs them and no other inline script; none when the web is not served or
 * was built without them. Throws on a file that is not an array of `'sha256-…'` sources.
 */
export function inlineScriptSources(config: Pick<Config, 'serveWeb' | 'webDistDir'>): string[] {
  const file = join(config.webDistDir, INLINE_SCRIPTS_FILE);
  if (!config.serveWeb || !existsSync(file)) return [];
  const sources: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(sources) || !sources.every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(String(source)))) {
    throw new Error(`${file} is not a list of 'sha256-…' sources`);
  }
  return sources as string[];
}

/** URL path → file under `root` for every prerendered page ('/' is prerendered/index.html); empty when none were built. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = join(root, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(
    files.map((file) => {
      const page = file.slice(0, -'.html'.length).replaceAll('\\', '/');
      return [page === 'index' ? '/' : `/${page}`, `${PRERENDERED_DIR}/${file}`];
    }),
  );
}

export default fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir;
  const serve = app.config.serveWeb && existsSync(join(root, 'index.html'));
  if (app.config.serveWeb && !serve) app.log.warn({ root }, 'web app not built; run `npm run build`');
  const prerendered = serve ? prerenderedPages(root) : new Map<string, string>();
  const withData = serve ? dataPages(app, root, join(root, PRERENDERED_DIR)) : undefined;

  if (serve) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite-plugin-compression2): sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The service worker (issue 23) controls the whole site; no-cache above makes every update check see a
        // new version at once (browsers also skip their HTTP cache for it after 24 h at most).
        if (path.endsWith('/sw.js')) reply.header('service-worker-allowed', '/');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!serve || request.url.startsWith('/api') || request.method !== 'GET') {
      return reply.status(404).send(errorBody(MESSAGES.notFound));
    }
    reply.header('cache-control', 'no-cache');
    // request.url keeps the query: '/products?category=x' is not the prerendered '/products'.
    const page = withData?.has(request.url) ? await withData.page(request.url) : undefined;
    if (page) return sendRendered(page, request.headers, reply);
    return reply.sendFile(prerendered.get(request.url) ?? 'index.html');
  });
});

/** Sends a page rendered with its data: 304 to a browser holding it, else Brotli, gzip or plain as it accepts. */
function sendRendered(page: RenderedPage, headers: FastifyRequest['headers'], reply: FastifyReply) {
  reply.header('etag', page.etag).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = String(headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.html);
}
