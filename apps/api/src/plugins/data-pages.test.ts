import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATA_PAGE_MARKS, PAGE_DATA_ID } from '@seva/contracts';
import { forgetCatalogue } from '../db/read-cache.js';
import { seedShop } from '../seed/shop/seed.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { catalogueOf } from '../test/shop.js';

/** What the stand-in server bundle below saw, read from this test (the API imports it into this process). */
type RenderLog = { renders: number; fail: boolean };
const log: RenderLog = { renders: 0, fail: false };
(globalThis as { __sevaRenderLog?: RenderLog }).__sevaRenderLog = log;

/**
 * A web build in miniature with one data page, /products: its plain copy, its shell with the marks, its first
 * request (the product list), and a server bundle that renders the list's names from the answer it is given and
 * returns a data state holding a `</script>` the page must not end its script at.
 */
function webBuild(): string {
  const web = mkdtempSync(join(tmpdir(), 'seva-web-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  mkdirSync(join(web, 'dist-ssr'));
  const files: Record<string, string> = {
    'dist/index.html': '<div id="root"></div>',
    'dist/prerendered/products.html': '<div id="root" data-prerendered="/products">placeholders</div>',
    'dist/prerendered/products.data.html': `<head></head><div id="root" data-prerendered="/products">${DATA_PAGE_MARKS.page}</div>${DATA_PAGE_MARKS.data}`,
    'dist/prerendered/products.data.json': JSON.stringify([
      { method: 'POST', url: '/api/e-commerce/get_products', body: '{"page":1,"pageSize":24}' },
    ]),
    'dist-ssr/prerender.js': `
      export async function renderPageWithData(path, answers) {
        const log = globalThis.__sevaRenderLog;
        log.renders += 1;
        if (log.fail) throw new Error('render failed');
        const products = JSON.parse(answers[0].answer).data;
        return {
          html: '<main>' + path + products.map((product) => '<h3>' + product.name + '</h3>').join('') + '</main>',
          state: { queries: [{ status: answers[0].status, note: '</script>' }] },
        };
      }`,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(web, file), text);
  return dist;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: webBuild() } });
  await seedShop(ctx.app.db, ctx.app.providers);
});
afterAll(() => ctx.app.close());
beforeEach(() => {
  log.fail = false;
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('a data page (/products) is served rendered with its data', () => {
  it("holds the list's products and the data the browser hydrates, rendered once while the list is unchanged", async () => {
    const [first] = await catalogueOf(ctx.app);
    const before = log.renders;
    const page = await get('/products');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`<div id="root" data-prerendered="/products"><main>/products<h3>${first!.name}</h3>`);
    // The data as a JSON script the browser does not run, which no text inside it can close.
    expect(page.body).toContain(`<script type="application/json" id="${PAGE_DATA_ID}">`);
    expect(page.body).toContain('"note":"\\u003c/script>"');
    expect(page.body).not.toContain(DATA_PAGE_MARKS.page);

    const again = await get('/products');
    expect(again.body).toBe(page.body);
    expect(again.headers.etag).toBe(page.headers.etag);
    expect(log.renders).toBe(before + 1);
    expect((await get('/products', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
  });

  it('sends the Brotli copy to a browser that accepts it', async () => {
    const plain = await get('/products');
    const compressed = await get('/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('shows a catalogue change at once: the page is rendered again from the new answers', async () => {
    const [first] = await catalogueOf(ctx.app);
    const before = log.renders;
    await ctx.app.db.execute(sql`update products set name = 'Abhishek Kalash (Copper)' where id = ${first!._id}`);
    // What every catalogue write calls (db/read-cache.ts).
    forgetCatalogue(ctx.app.db);
    const page = await get('/products');
    expect(page.body).toContain('<h3>Abhishek Kalash (Copper)</h3>');
    expect(page.body).not.toContain(`<h3>${first!.name}</h3>`);
    expect(log.renders).toBe(before + 1);
  });

  it('answers with the plain copy when the page cannot be rendered, and with the shell for a query string', async () => {
    expect((await get('/products?category=diya')).body).toBe('<div id="root"></div>');

    log.fail = true;
    await ctx.app.db.execute(sql`update products set price_paise = price_paise + 100, mrp_paise = mrp_paise + 100`);
    forgetCatalogue(ctx.app.db);
    const page = await get('/products');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<div id="root" data-prerendered="/products">placeholders</div>');

    // Rendered again once it can be, on the next change.
    log.fail = false;
    forgetCatalogue(ctx.app.db);
    expect((await get('/products')).body).toContain(`id="${PAGE_DATA_ID}"`);
  });
});
