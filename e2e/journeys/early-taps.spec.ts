import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, slowScripts, test } from '../support';

/**
 * A phone paints a prerendered page from its HTML seconds before its JavaScript has run and React has
 * taken over the elements (decision 008). A tap in that time must still do what it says: nothing may be
 * lost because it came early.
 */

const PRERENDERED_DIR = new URL('../../apps/web/dist/prerendered', import.meta.url).pathname;

/** Runs the page on a CPU `rate` times slower than this machine's, as Lighthouse's mobile run does. */
async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

test.describe('a tap before the page has come alive', () => {
  test('the login button tapped while the scripts are still downloading opens the login dialog', async ({ page }) => {
    await slowScripts(page, 2_000);
    await page.goto('/puja', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Login or Create Account' }).first().click();
    // Every wave of the app's scripts is held 2 s (the entry, the page, the dialog): as long as coming alive takes.
    await expect(page.getByRole('dialog').getByLabel('Mobile number')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  });

  test('a footer link tapped while the scripts are still downloading opens its page', async ({ page }) => {
    await slowScripts(page, 2_000);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeVisible();
  });

  test('a page scrolled before it came alive keeps its place and is taken over without a mismatch', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await slowScripts(page, 2_000);
    await page.goto('/puja', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Puja' })).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    // The visitor keeps their place: the first page is not scrolled back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(errors).toEqual([]);
  });

  test('the login button tapped while React takes the page over opens the login dialog', async ({ page }) => {
    await slowCpu(page, 4);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Login or Create Account' }).first().click();
    await expect(page.getByRole('dialog').getByLabel('Mobile number')).toBeVisible({ timeout: 20_000 });
  });

  test('a search typed while the scripts are still downloading is run once the page is alive', async ({ page }) => {
    await slowScripts(page, 2_000);
    await page.goto('/products', { waitUntil: 'commit' });
    await page.getByRole('searchbox').pressSequentially('diya');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]q=diya/);
    await expect(page.getByRole('searchbox')).toHaveValue('diya');
    await expect(page.getByRole('article').first()).toContainText(/diya/i);
  });

  test('a search typed before any script file has downloaded is run once the page is alive', async ({ page }) => {
    // Early taps live in the HTML: an early-taps.js of its own, held back like every script here, let the first
    // letters typed go by unnoticed, and React took the field over with text its search never saw.
    await slowScripts(page, 2_000, '**/*.js');
    await page.goto('/products', { waitUntil: 'commit' });
    await page.getByRole('searchbox').pressSequentially('diya');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]q=diya/);
    await expect(page.getByRole('article').first()).toContainText(/diya/i);
  });

  test('a search sent with Enter while the scripts are still downloading is sent once the page is alive', async ({
    page,
  }) => {
    await slowScripts(page, 2_000);
    await page.goto('/products', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox');
    await search.fill('shankh');
    await search.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]q=shankh/);
    await expect(page.getByRole('article').first()).toContainText(/shankh/i);
  });

  test('a choice tapped while the scripts are still downloading is kept once the page is alive', async ({ page }) => {
    // The app's form sets its choices as it takes the page over: a radio the browser ticked before that was
    // unticked again (a consultancy journey's "Evening" failed so on a slow run).
    await slowScripts(page, 2_000);
    await page.goto('/religious/consultancy', { waitUntil: 'commit' });
    await page.getByText('Evening', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await expect(page.getByRole('radio', { name: /Evening/ })).toBeChecked();
  });

  test('every prerendered page comes alive', async ({ page }) => {
    // Some fifty pages, each loaded and hydrated: twice the default while another worker runs.
    test.setTimeout(240_000);
    const pages = readdirSync(PRERENDERED_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('data-interactive', '');
    }
  });
});
