import type { Locator, Page } from '@playwright/test';
import { expect, freshMobile, signInThroughApi, test } from '../support';

const YATRA = 'Kashi, Prayagraj and Ayodhya Yatra';

/** The seats left a departure's card shows ("30 seats left"). */
async function seatsLeft(radio: Locator): Promise<number> {
  const label = (await radio.evaluate((input) => input.closest('label')?.textContent)) ?? '';
  const match = /(\d+) seats? left/.exec(label);
  expect(match, `seats left in "${label}"`).not.toBeNull();
  return Number(match?.[1]);
}

const departureRadio = (page: Page, id: string) =>
  page.getByRole('group', { name: 'Departures' }).locator(`input[type="radio"][value="${id}"]`);

/** Fills one traveller row of the booking form. */
async function fillTraveller(page: Page, number: number, row: { name: string; age: string; gender: string }) {
  const group = page.getByRole('group', { name: `Traveller ${number}` });
  await group.getByLabel('Full name').fill(row.name);
  await group.getByLabel('Age (years)').fill(row.age);
  await group.getByLabel('Gender').selectOption(row.gender);
  await group.getByLabel('ID proof').selectOption('Aadhaar');
}

test('book a yatra for two in double sharing, pay in the sandbox, find it in history, and see 2 seats fewer', async ({
  page,
}) => {
  await signInThroughApi(page, freshMobile());
  await page.goto('/yatra');
  await page.getByRole('list', { name: 'Yatras' }).getByRole('link', { name: YATRA }).click();
  await expect(page).toHaveURL(/\/yatra\/yatra-details\?id=/);
  const detailsUrl = page.url();
  await expect(page.getByRole('heading', { level: 2, name: 'What’s not included' })).toBeVisible();

  // The first open departure is chosen; note its seats.
  const chosen = page.getByRole('group', { name: 'Departures' }).getByRole('radio', { checked: true });
  const departureId = (await chosen.getAttribute('value')) ?? '';
  const before = await seatsLeft(chosen);
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(new RegExp(`book-yatra\\?id=.+&departure=${departureId}`));

  await expect(
    page.getByRole('group', { name: 'Departure', exact: true }).locator(`input[value="${departureId}"]`),
  ).toBeChecked();
  await page.getByRole('radio', { name: /Double sharing/ }).check();
  await fillTraveller(page, 1, { name: 'Priya Verma', age: '38', gender: 'Female' });
  await fillTraveller(page, 2, { name: 'Ravi Verma', age: '41', gender: 'Male' });
  await expect(page.getByTestId('price-breakdown')).toContainText('2 adults ×');

  await page
    .getByRole('main')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Your yatra is booked.' })).toBeVisible();

  await page.getByRole('link', { name: 'View yatra history' }).click();
  await expect(page).toHaveURL(/\/history\/yatra-history$/);
  const booking = page.getByRole('article').filter({ hasText: YATRA }).first();
  await expect(booking).toContainText('Priya Verma (38), Ravi Verma (41)');
  await expect(booking).toContainText('Double sharing');
  await expect(booking.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

  await page.goto(detailsUrl);
  await expect.poll(() => seatsLeft(departureRadio(page, departureId))).toBe(before - 2);
});
