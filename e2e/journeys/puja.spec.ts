/**
 * Puja journeys, each as a fresh customer: a Rudrabhishek booked from India
 * and paid by card in the sandbox checkout, and one booked from the United
 * Kingdom and paid through the PayPal sandbox in dollars; each is then found
 * in puja history with its amount in its currency.
 */
import type { Page } from '@playwright/test';
import { expect, freshMobile, payThroughPaypalSandbox, signInThroughApi, test } from '../support';

/** Signs a fresh customer in, then opens Rudrabhishek's booking form from the puja list. */
async function openRudrabhishekBooking(page: Page): Promise<void> {
  await signInThroughApi(page, freshMobile());
  await page.goto('/puja');
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
}

/** From the confirmation to puja history: the card of the booking just made. */
async function findInHistory(page: Page) {
  const number = (await page.getByText(/^Booking SV-PJ-\d{2}-\d{6}$/).textContent()) ?? '';
  await page.getByRole('link', { name: 'View puja history' }).click();
  await expect(page).toHaveURL(/\/history\/puja-history$/);
  return page.getByRole('article').filter({ hasText: number });
}

test('book a puja for two names, pay in the sandbox, and find it in puja history', async ({ page }) => {
  await openRudrabhishekBooking(page);
  await expect(page.getByLabel('Where are you paying from?')).toHaveValue('IN');
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

  const card = await findInHistory(page);
  await expect(card.getByText('Rudrabhishek').first()).toBeVisible();
  await expect(card.getByText('Ravi Verma')).toBeVisible();
  await expect(card).toContainText('Amount paid₹1,501');
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('from the United Kingdom: book a puja, pay through PayPal in dollars, and find it in puja history', async ({
  page,
}) => {
  await openRudrabhishekBooking(page);
  await page.getByLabel('Where are you paying from?').selectOption({ label: 'United Kingdom' });
  await page.getByRole('radio', { name: /Couple/ }).check();
  await expect(page.getByRole('radio', { name: /Couple/ }).locator('xpath=ancestor::label')).toContainText('$18.99');
  await page.getByLabel('Devotee 1').fill('Anita Sharma');
  await page.getByLabel('Devotee 2').fill('Rohan Sharma');

  await payThroughPaypalSandbox(page, '$18.99');
  await expect(page.getByRole('heading', { name: 'Your puja is booked.' })).toBeVisible();

  const card = await findInHistory(page);
  await expect(card.getByText('Rohan Sharma')).toBeVisible();
  await expect(card).toContainText('Amount paid$18.99');
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the bottom bar keeps the chosen package’s price and Book now in reach, and books through it', async ({
    page,
  }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/puja');
    await page
      .getByRole('link', { name: /Rudrabhishek/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rudrabhishek' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Price and booking' });
    // The panel's Book now is far down the page: the bar stands in for it, from ₹X until a package is chosen.
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/^From ₹[\d,]+/);

    // Beside the panel's own Book now there is no second one.
    await page.getByRole('radio', { name: /Couple/ }).check();
    await page.getByText('You can change the package and date on the next page.').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await expect(page.getByRole('link', { name: 'Book now' })).toHaveCount(1);

    // At the foot of the page the bar leaves the footer's last line uncovered.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barBox = await bar.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toContainText('₹1,501');
    await expect(bar).not.toContainText('From');
    await bar.getByRole('link', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/puja\/puja-details\/book-puja\?id=[0-9a-f]{24}&package=couple$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Book Rudrabhishek/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Couple/ })).toBeChecked();
    await page.getByLabel('Devotee 1').fill('Meera Iyer');
    await page.getByLabel('Devotee 2').fill('Arjun Iyer');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Seva Sandbox Checkout' })
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Your puja is booked.' })).toBeVisible();
  });
});
