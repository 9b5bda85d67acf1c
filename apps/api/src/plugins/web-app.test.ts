import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';

/** The CSP source of the one inline script the miniature web app below holds. */
const INLINE_SCRIPT = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * A built web app in miniature: the shell, one asset, two prerendered pages (one nested), an inline script's hash,
 * the service worker and the web app manifest.
 */
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'seva-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered', 'milan-sathi'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<div id="root"></div>',
    'assets/index-abc.js': 'console.log(1)',
    'prerendered/index.html': '<div id="root" data-prerendered="/">home</div>',
    'prerendered/puja.html': '<div id="root" data-prerendered="/puja">Book a Puja</div>',
    'prerendered/milan-sathi/membership.html': '<div id="root" data-prerendered="/milan-sathi/membership">plans</div>',
    'inline-scripts.json': JSON.stringify([INLINE_SCRIPT]),
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"Seva","start_url":"/"}',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  writeFileSync(
    join(dist, 'prerendered/puja.html.br'),
    brotliCompressSync('<div id="root" data-prerendered="/puja">Book a Puja</div>'),
  );
  return dist;
}

describe('the built web app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: webDist() } });
  });
  afterAll(() => ctx.app.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers a prerendered page with its own HTML, and every other page with the shell', async () => {
    for (const [url, prerendered] of [
      ['/', '/'],
      ['/puja', '/puja'],
      ['/milan-sathi/membership', '/milan-sathi/membership'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`data-prerendered="${prerendered}"`);
    }
    for (const url of ['/cart/products-cart', '/puja/puja-details', '/puja/']) {
      expect((await get(url)).body).toBe('<div id="root"></div>');
    }
  });

  it('answers a page asked for with a query string with the shell: the prerender knows no query', async () => {
    expect((await get('/puja?category=pitr')).body).toBe('<div id="root"></div>');
    expect((await get('/?ref=sms')).body).toBe('<div id="root"></div>');
  });

  it('sends the Brotli copy of a prerendered page to a browser that accepts it', async () => {
    const response = await get('/puja', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('keeps hashed assets for a year and unknown API paths as JSON 404s', async () => {
    expect((await get('/assets/index-abc.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
  });

  it("allows the build's inline scripts by their hashes, and no other inline script", async () => {
    const csp = String((await get('/puja')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(INLINE_SCRIPT);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('serves the service worker fresh on every check, for the whole site, and the manifest as a manifest (issue 23)', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A cached worker would keep every installed app on its version for as long as the cache lasts.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("lets the page register its own worker and read its own manifest, and nobody else's", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
  });
});
