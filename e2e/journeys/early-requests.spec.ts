import type { Page, Request } from '@playwright/test';
import { expect, slowScripts, test } from '../support';

/**
 * A prerendered page asks for its first data while its scripts are still downloading (decision 008,
 * "Requests before the scripts"), so a slow phone shows the puja list sooner; the app takes those
 * answers instead of asking twice, and only for the visitor the page was prerendered for.
 */

const isPujaList = (request: Request) => request.url().endsWith('/api/e-commerce/get_puja');

/** Every request of the puja list the page makes. */
function watchPujaLists(page: Page) {
  const asked: Request[] = [];
  page.on('request', (request) => {
    if (isPujaList(request)) asked.push(request);
  });
  return asked;
}

/** Opens /puja on slow scripts and checks the list is not asked for early, only by the app itself, once. */
async function expectNoEarlyRequest(page: Page): Promise<void> {
  await slowScripts(page, 2_000);
  const lists = watchPujaLists(page);
  await page.goto('/puja', { waitUntil: 'commit' });
  await page.waitForTimeout(1_500);
  expect(lists).toHaveLength(0);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  expect(lists).toHaveLength(1);
}

test.describe('a prerendered page asks for its data before its scripts have run', () => {
  test('the puja list is asked for while the scripts download, and asked once', async ({ page }) => {
    await slowScripts(page, 3_000);
    const lists = watchPujaLists(page);
    await page.goto('/puja', { waitUntil: 'commit' });
    // The scripts are held for 3 s: the list's request goes out before React runs.
    await expect.poll(() => lists.length, { timeout: 2_500 }).toBe(1);
    expect(await page.locator('html').getAttribute('data-interactive')).toBeNull();

    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await expect(page.getByRole('article').first()).toBeVisible();
    // The app took the early answer: the list was not asked for a second time.
    await page.waitForLoadState('networkidle');
    expect(lists).toHaveLength(1);
  });

  for (const [who, storage] of [
    ['a signed-in customer', { seva_mobile: '9876543210' }],
    ['a visitor who chose Hindi', { seva_lang: 'hi' }],
  ] as const) {
    test(`${who} gets no early request: the app asks for the list itself`, async ({ page }) => {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await expectNoEarlyRequest(page);
    });
  }

  test.describe('in a browser whose first language is Hindi', () => {
    test.use({ locale: 'hi-IN' });

    test('a first visit gets no early request: the page is Hindi, not the one prerendered', async ({ page }) => {
      await expectNoEarlyRequest(page);
    });
  });

  test('a page asked for with a query string sends nothing early: the app asks for the list itself', async ({
    page,
  }) => {
    await slowScripts(page, 2_000);
    const lists = watchPujaLists(page);
    await page.goto('/puja?category=pitr', { waitUntil: 'commit' });
    await page.waitForTimeout(1_500);
    expect(lists).toHaveLength(0);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    expect(lists).toHaveLength(1);
  });
});
