import { expect, freshMobile, signInThroughApi, test } from '../support';

/** The demo admin the seed creates (README "Trying it"): super, every area. */
const DEMO_ADMIN = '9999900001';

test.describe('admin console', () => {
  test('a customer is told the console needs an admin account', async ({ page }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'You need an admin account' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the demo admin lists and searches customers', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    // Newest first: the Milan Sathi demo members fill the first page, so find the demo customers by search.
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByLabel('Search customers').fill('Priya');
    await expect(page).toHaveURL(/q=Priya/);
    await expect(page.getByRole('cell', { name: 'Priya Verma' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Aarav Sharma' })).toHaveCount(0);

    await page.getByLabel('Search customers').fill('Aarav');
    await expect(page).toHaveURL(/q=Aarav/);
    await expect(page.getByRole('cell', { name: 'Aarav Sharma' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Priya Verma' })).toHaveCount(0);
  });
});
