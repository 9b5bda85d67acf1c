import type { Page } from '@playwright/test';
import { expect, freshMobile, signedInContext, signInThroughApi, test } from '../support';

/** The demo admin for pujas and yatras (README "Trying it"); the other journeys log the other two admins in. */
const ADMIN = '9999900003';

/** Books the first Rudrabhishek for `devotee`, paid in the sandbox. */
async function bookPuja(page: Page, devotee: string): Promise<void> {
  await page.goto('/puja');
  await page
    .getByRole('link', { name: /Rudrabhishek/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Book now' }).click();
  await page.getByLabel('Devotee 1').fill(devotee);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Seva Sandbox Checkout' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Your puja is booked.' })).toBeVisible();
}

test('an admin sends the sankalp video of one puja and cancels another with a refund; the devotee sees both', async ({
  page,
  browser,
}) => {
  const devotee = `Anand Joshi ${Date.now() % 100_000}`;
  await signInThroughApi(page, freshMobile());
  await bookPuja(page, devotee);

  // The admin, in their own browser on their own network.
  const { context: staff, page: admin } = await signedInContext(browser, ADMIN);
  await admin.goto('/admin/puja/bookings');
  await admin.getByLabel('Search bookings').fill(devotee);
  await admin
    .getByRole('row', { name: new RegExp(devotee) })
    .getByRole('button', { name: /^View SV-P[JT]-/ })
    .click();
  const details = admin.getByRole('dialog');
  await details.getByRole('button', { name: 'Mark as performed' }).click();
  await expect(admin.getByText('The booking is marked performed.')).toBeVisible();
  await details.getByLabel('Sankalp video link').fill('https://youtu.be/anand-sankalp');
  await details.getByRole('button', { name: 'Send video' }).click();
  await expect(details.getByRole('link', { name: 'https://youtu.be/anand-sankalp' })).toBeVisible();
  await details.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(details.getByText('This booking is completed; its status cannot change any more.')).toBeVisible();

  await page.goto('/history/puja-history');
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch your puja video' })).toHaveAttribute(
    'href',
    'https://youtu.be/anand-sankalp',
  );

  // A second booking, cancelled before the puja: the money goes back.
  await bookPuja(page, `${devotee} B`);
  await admin.keyboard.press('Escape');
  await admin.getByLabel('Search bookings').fill(`${devotee} B`);
  // The list keeps the first booking on screen until the search answers: wait for the new row.
  await admin
    .getByRole('row', { name: new RegExp(`${devotee} B`) })
    .getByRole('button', { name: /^View SV-P[JT]-/ })
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Cancel and refund' }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('will be refunded in full');
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(admin.getByText('The booking is cancelled and the payment is refunded in full.')).toBeVisible();

  await page.goto('/history/puja-history');
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await staff.close();
});
