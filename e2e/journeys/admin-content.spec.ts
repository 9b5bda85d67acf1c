import { expect, signInThroughApi, test } from '../support';

/** The demo content-desk admin (README "Trying it"); the other journeys log the other admins in. */
const CONTENT_ADMIN = '9999900004';

test('an admin adds a YouTube video to Ganga Aarti and a visitor finds it and starts it', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Ganga Aarti from Assi Ghat ${Date.now() % 100_000}`;
  await signInThroughApi(page, CONTENT_ADMIN);
  await page.goto('/admin/media/videos');
  await page.getByRole('button', { name: 'New video' }).click();
  const form = page.getByRole('dialog', { name: 'New video' });
  await form.getByLabel('Sub-category').selectOption({ label: 'Aarti › Ganga Aarti' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Source').selectOption('youtube');
  await form.getByLabel('YouTube link or video id').fill('https://www.youtube.com/watch?v=Xb3xQnUkSlo');
  await expect(form.getByRole('img', { name: `YouTube thumbnail of ${title}` })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${title}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // A visitor in their own browser, on their own network.
  const visitorContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '127.254.0.4' },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/sanchar/video');
  await visitor.getByRole('link', { name: 'Aarti', exact: true }).click();
  await visitor.getByRole('tab', { name: 'Ganga Aarti' }).click();
  await visitor.getByRole('link', { name: new RegExp(title) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The light embed: no YouTube player until the visitor asks for it.
  await expect(visitor.locator('iframe')).toHaveCount(0);
  await visitor.getByRole('button', { name: `Play video: ${title}` }).click();
  await expect(visitor.locator('iframe[src*="youtube-nocookie.com/embed/Xb3xQnUkSlo"]')).toHaveCount(1);
  await visitorContext.close();
});
