import { expect, freshMobile, loginThroughModal, test } from '../support';

test('book a puja for two names, pay in the sandbox, and find it in puja history', async ({ page }) => {
  await page.goto('/puja');
  await loginThroughModal(page, freshMobile());
  await page
    .getByRole('link', { name: /Rudrabhishek/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/puja\/puja-details\?id=/);
  await expect(page.getByRole('group', { name: 'Upcoming dates' })).toBeVisible();
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/puja\/puja-details\/book-puja\?id=/);
  // The details page stays on screen until the booking page's code has loaded, and it has package radios too.
  await expect(page.getByRole('heading', { level: 1, name: /^Book Rudrabhishek/ })).toBeVisible();

  await page.getByRole('radio', { name: /Couple/ }).check();
  await page.getByLabel('Devotee 1').fill('Priya Verma');
  await page.getByLabel('Devotee 2').fill('Ravi Verma');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Your puja is booked.' })).toBeVisible();

  await page.getByRole('link', { name: 'View puja history' }).click();
  await expect(page).toHaveURL(/\/history\/puja-history$/);
  await expect(page.getByText('Rudrabhishek').first()).toBeVisible();
  await expect(page.getByText('Ravi Verma')).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
});
