import { expect, freshMobile, signInThroughApi, test } from '../support';

test.describe('site shell', () => {
  test('a protected route shows Loading, then sends a visitor to /', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login or Create Account' }).first()).toBeVisible();
  });

  test('a signed-in customer reaches a protected route', async ({ page }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    // A customer without a Milan Sathi profile is invited to make one.
    await expect(page.getByText('Create your Milan Sathi profile')).toBeVisible();
  });

  test('the static pages render their text from the API', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText(/Grievance Officer/).first()).toBeVisible();
  });

  test('the mobile menu at 360 px opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Yatra' }).click();
    await expect(page).toHaveURL(/\/yatra$/);
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    // SPEC §4: it closes by itself when the window grows past 500 px.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});
