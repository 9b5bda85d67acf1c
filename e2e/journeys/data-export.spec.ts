import { readFile } from 'node:fs/promises';
import { expect, freshMobile, signInThroughApi, test } from '../support';

/**
 * "Download my data" (issue 24, DPDP Act 2023): from the profile a customer
 * asks for their data, sees it being prepared, is told in the notification
 * centre when it is ready, follows the notification back to the profile and
 * downloads the ZIP through their session.
 */
test('a customer asks for their data on the profile, is notified, and downloads the ZIP', async ({ page }) => {
  await signInThroughApi(page, freshMobile());
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Download my data' });
  await expect(card).toContainText('Milan Sathi profile, connections, shortlist and messages');
  await card.getByRole('button', { name: 'Request my data' }).click();
  // Prepared within seconds; the card follows the list until it is ready.
  await expect(card.getByText('Your data is ready.')).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard/notifications');
  await page.getByText('Your data is ready to download').click();
  await expect(page).toHaveURL(/\/profile#download-my-data$/);

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Download my data' })
    .getByRole('button', { name: 'Download my data (ZIP)' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^seva-my-data-\d{4}-\d\d-\d\d\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.toString('latin1')).toContain('profile.json');
  expect(zip.toString('latin1')).toContain('README.txt');
});
