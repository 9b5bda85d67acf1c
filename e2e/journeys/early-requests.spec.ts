import type { Page, Request } from '@playwright/test';
import { expect, slowScripts, test } from '../support';

/**
 * A prerendered page asks for its first data while its scripts are still downloading (decision 008,
 * "Requests before the scripts"), so a slow phone shows the product list sooner; the app takes those
 * answers instead of asking twice, and only for the visitor the page was prerendered for.
 */

const isProductList = (request: Request) => request.url().endsWith('/api/e-commerce/get_products');

/** Every request of the product list the page makes, and when each was made relative to the scripts' release. */
function watchProductLists(page: Page) {
  const asked: Request[] = [];
  page.on('request', (request) => {
    if (isProductList(request)) asked.push(request);
  });
  return asked;
}

test.describe('a prerendered page asks for its data before its scripts have run', () => {
  test('the product list and its first photos are asked for while the scripts download, and asked once', async ({
    page,
  }) => {
    await slowScripts(page, 3_000);
    const lists = watchProductLists(page);
    const photos: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/uploads/')) photos.push(request.url());
    });
    await page.goto('/products', { waitUntil: 'commit' });
    // The scripts are held for 3 s: the list's request and the first two photos go out before React runs.
    await expect.poll(() => lists.length, { timeout: 2_500 }).toBe(1);
    await expect.poll(() => photos.length, { timeout: 2_500 }).toBeGreaterThanOrEqual(2);
    expect(await page.locator('html').getAttribute('data-interactive')).toBeNull();

    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    // The first card shows the photo asked for early (the browser's cache answers it).
    expect(await firstCard.locator('img').evaluate((img: HTMLImageElement) => img.src)).toBe(photos[0]);
    // The app took the early answer: the list was not asked for a second time.
    await page.waitForLoadState('networkidle');
    expect(lists).toHaveLength(1);
  });

  test("the page's own code and strings download beside the entry, not after it has run", async ({ page }) => {
    await slowScripts(page, 3_000);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (name) chunks.push(name);
    });
    await page.goto('/products', { waitUntil: 'commit' });
    // Held 3 s, the entry cannot have run: the products page's chunk and the shop strings are asked for already.
    await expect.poll(() => chunks, { timeout: 2_500 }).toEqual(expect.arrayContaining(['products-page', 'shop']));
    expect(await page.locator('html').getAttribute('data-interactive')).toBeNull();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  });

  for (const [who, storage] of [
    ['a signed-in customer', { seva_mobile: '9876543210' }],
    ['a visitor who chose Hindi', { seva_lang: 'hi' }],
  ] as const) {
    test(`${who} gets no early request: the app asks for the list itself`, async ({ page }) => {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await slowScripts(page, 2_000);
      const lists = watchProductLists(page);
      await page.goto('/products', { waitUntil: 'commit' });
      await page.waitForTimeout(1_500);
      expect(lists).toHaveLength(0);
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
      expect(lists).toHaveLength(1);
    });
  }

  test('a list asked for with a query string is not answered from the early request', async ({ page }) => {
    const lists = watchProductLists(page);
    await page.goto('/products?q=diya');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(lists).toHaveLength(1);
    expect(lists[0]!.postDataJSON()).toMatchObject({ search: 'diya' });
  });
});
