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

  test('the demo admin lands on the overview, then lists and searches customers', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await signInThroughApi(page, DEMO_ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // What waits depends on the other journeys running beside this one: the count line shows once it loaded.
    await expect(page.getByText(/^\d+ items? waiting$/)).toBeVisible();
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
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
