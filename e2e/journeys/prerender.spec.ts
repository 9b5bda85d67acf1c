import { expect, freshMobile, loginThroughModal, pageErrors, signInThroughApi, test } from '../support';

/**
 * The public pages arrive prerendered (apps/web/scripts/prerender.ts): a phone paints the page from
 * its HTML before the JavaScript has downloaded, then React takes over the same elements.
 */
test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a public page shows its header, heading and text from the HTML alone', async ({ page }) => {
      await page.goto('/puja');
      await expect(page.getByRole('heading', { level: 1, name: 'Book a Puja' })).toBeVisible();
      await expect(page.getByText(/Pujas and pitr paksha rituals performed in your name/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Seva home' })).toBeVisible();

      // A page the build did not prerender (and any query string) is the empty shell.
      await page.goto('/puja?category=pitr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    });

    test('the shop arrives with its products and their photos in the HTML', async ({ page }) => {
      await page.goto('/products');
      const firstCard = page.getByRole('article').first();
      await expect(firstCard.getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(page.getByRole('article')).toHaveCount(24);
      // The photo has loaded: it is the page's largest paint, and it needs no script.
      expect(await firstCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });

    test('the home page arrives with its upcoming pujas and the first one’s photo in the HTML', async ({ page }) => {
      await page.goto('/');
      const pujas = page.getByTestId('home-pujas');
      await expect(pujas.getByRole('link', { name: /Rudrabhishek/ })).toBeVisible();
      await expect(pujas.getByRole('time').first()).not.toBeEmpty();
      // The first card's photo is the phone's largest paint: loaded at once, needing no script.
      const photo = pujas.locator('img').first();
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  });

  test('React takes over the prerendered elements without an error, and the page works', async ({ page }) => {
    const errors = pageErrors(page);
    // The heading the HTML brought, held before any script runs; and any Content-Security-Policy violation
    // (zod's eval probe was one on every page with a form: packages/contracts/src/zod.ts).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
      });
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });

    await page.goto('/recharge');
    await loginThroughModal(page, freshMobile());
    // Hydrated, not rebuilt: the heading on screen is still the element the HTML brought.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('React takes over the products the shop arrived with: no error, the same cards, the list not asked again', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/e-commerce/get_products')) lists.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstCard: Element | null }).firstCard = document.querySelector('article');
      });
    });

    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    // Alive: "Load more" asks for the second page.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('article')).not.toHaveCount(24);
    expect(
      await page.evaluate(
        () => (window as unknown as { firstCard: Element | null }).firstCard === document.querySelector('article'),
      ),
    ).toBe(true);
    // Only the second page was asked for: the first came with the HTML.
    expect(lists).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('React takes over the home page it arrived with: no error, and none of its lists asked again', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await expect(page.getByTestId('home-pujas').getByRole('link', { name: /Rudrabhishek/ })).toBeVisible();
    // The pujas, darshan, media and news came with the HTML.
    expect(asked.filter((path) => /get_puja|getDailyDarshan|media\/latest|getBreakingNews/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a visitor who chose Hindi gets the page in Hindi, not the English prerender', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('seva_lang', 'hi'));
    await page.goto('/puja');
    await expect(page.getByRole('heading', { level: 1, name: 'पूजा बुक करें' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Puja' })).toHaveCount(0);
  });

  test('a signed-in customer sees their own header on a prerendered page', async ({ page }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/puja');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Puja' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login or Create Account' })).toHaveCount(0);
  });
});
