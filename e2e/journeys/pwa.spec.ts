/**
 * Seva as an installable app (issue 23): the manifest and the service worker register, Chromium finds nothing
 * missing to install it, a catalogue seen once opens again offline under the offline banner, and the download-app
 * modal offers *Add to home screen* once the browser offers to install.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, freshMobile, signInThroughApi, test } from '../support';

// Every other journey blocks the worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls `page` and has kept what this visit loaded before it took over. */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async () => Boolean(await (await caches.open('seva-pages')).match(location.pathname + location.search)),
    undefined,
    { timeout: 30_000, polling: 250 },
  );
}

test.describe('the installable app', () => {
  test('is installable: Chromium finds nothing missing', async ({ playwright, baseURL }, testInfo) => {
    // A test's own context is incognito, where Chromium installs nothing ("in-incognito"): a profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'seva-pwa-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('shows the catalogue seen last when offline', async ({ page, context }) => {
    await page.goto('/products');
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).not.toBeEmpty();

    // The manifest the page names, with the theme colour and the icons a phone needs.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Seva',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#E15602',
    });
    expect((manifest.icons as Array<{ sizes: string }>).map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    await workerInControl(page);

    // A product, opened from the list: its page and data now come through the worker.
    const firstProduct = page.getByRole('article').first();
    const productName = (await firstProduct.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    await firstProduct.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/product-details\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    // Read from the worker's catalogue cache: offline, the network answers nothing, the worker's fetches included.
    expect(
      await page.evaluate(async () =>
        (await (await caches.open('seva-catalogue')).keys()).some((key) => key.url.includes('get_product_details')),
      ),
    ).toBe(true);
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline. Showing what you saw last.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

    await page.goto('/products');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    // The fixed header moves down below the banner rather than under it.
    expect((await page.getByRole('banner').boundingBox())?.y).toBeGreaterThanOrEqual(28);
    await expect(page.getByRole('article').filter({ hasText: productName }).first()).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });

  test('offers Add to home screen once the browser offers to install', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    // What Chromium fires when the page is installable and the visitor engaged with it (a real one waits for that).
    await page.waitForFunction(() => document.querySelector('section[aria-label^="Notifications"]') !== null);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void document.documentElement.setAttribute('data-install-prompted', ''),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Download our app' }).click();
    const modal = page.getByRole('dialog', { name: /download/i });
    await modal.getByRole('button', { name: 'Add to home screen' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-install-prompted', '');
  });

  test("keeps a customer's history only for them, and drops it at logout", async ({ page }) => {
    const { userId } = await signInThroughApi(page, freshMobile());
    await page.goto('/');
    await workerInControl(page);
    await page.goto('/history/product-history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const historyCaches = () =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('seva-history-')));
    // Their own cache, named after them: another customer signing in on this phone reads another one.
    await expect.poll(historyCaches).toEqual([`seva-history-${userId}`]);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Logout successfully.')).toBeVisible();
    await expect.poll(historyCaches).toEqual([]);
  });
});
