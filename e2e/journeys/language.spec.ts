import { expect, test } from '../support';

/**
 * Which language a visit starts in (issue 21): the address's `?lang=`, else the one chosen on this
 * device, else the browser's languages; the head names each page's Hindi and English addresses.
 */
test.describe('a browser whose first language is Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the site in Hindi on its first visit, not the English prerender', async ({ page }) => {
    await page.goto('/puja');
    await expect(page.getByRole('heading', { level: 1, name: 'पूजा बुक करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^सेवा:/);
  });
});

test('a link to a page in Hindi opens it in Hindi, the choice stays, and English drops it from the address', async ({
  page,
}) => {
  await page.goto('/puja?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'पूजा बुक करें' })).toBeVisible();
  await page.goto('/yatra');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/puja?lang=hi');
  await page.getByRole('button', { name: 'EN, English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Puja' })).toBeVisible();
  await expect(page).toHaveURL(/\/puja$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Puja' })).toBeVisible();
});

test('every page names its English and Hindi addresses for search engines', async ({ page, baseURL }) => {
  await page.goto('/yatra');
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
    'href',
    `${baseURL}/yatra?lang=hi`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/yatra`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/yatra`);
});
