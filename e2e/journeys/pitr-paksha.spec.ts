/**
 * Pitr paksha journeys, each as a customer of its own with a name on their
 * account (Suman Verma): a ritual booked from India and paid by card in the
 * sandbox checkout, and one booked from the United States and paid through
 * the PayPal sandbox; each is then found in the pitr paksha history with its
 * amount in its currency.
 */
import type { Page } from '@playwright/test';
import { expect, freshMobile, payThroughPaypalSandbox, signInThroughApi, test } from '../support';

/** Signs a new customer in and names them Suman Verma (PUT /api/users/:id, SPEC §7); answers their mobile. */
async function signInSuman(page: Page): Promise<string> {
  const { mobile, token, userId } = await signInThroughApi(page, freshMobile());
  const saved = await page.request.put(`/api/users/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { firstName: 'Suman', lastName: 'Verma' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return mobile;
}

/** From the pitr rituals list to the booking form of the Gaya pind daan, which knows the customer's name. */
async function openGayaBooking(page: Page): Promise<void> {
  await page.goto('/puja?kind=pitr');
  await page
    .getByRole('link', { name: /Pind Daan at Vishnupad Temple/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/puja\/puja-details\?id=/);
  await page.getByRole('link', { name: 'Book pitr paksha ritual' }).click();
  await expect(page).toHaveURL(/\/puja\/puja-details\/book-puja\?id=/);
  await expect(page.getByLabel('Your name')).toHaveValue('Suman Verma');
}

/** The booking's reference on the confirmation, then the history card that carries it. */
async function findInHistory(page: Page) {
  const number = (await page.getByText(/^Booking SV-PT-\d{2}-\d{6}$/).textContent()) ?? '';
  await page.getByRole('link', { name: 'View pitr paksha history' }).click();
  await expect(page).toHaveURL(/\/history\/pitr-paksha-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pitr Paksha History' })).toBeVisible();
  return page.getByRole('article').filter({ hasText: number });
}

test('from India: book pind daan at Gaya, pay by card, and find it in pitr paksha history', async ({ page }) => {
  const mobile = await signInSuman(page);
  await openGayaBooking(page);
  await expect(page.getByLabel('Country you live in')).toHaveValue('IN');
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByRole('radio', { name: /One ancestral line/ }).check();
  await page.getByLabel('Gotra (optional)').fill('Kashyap');
  await page.getByLabel('Ancestor 1').fill('Late Shri Ramesh Verma');

  await page.getByRole('main').getByRole('button', { name: 'Pay ₹7,100' }).click();
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Your pitr paksha ritual is booked.' })).toBeVisible();

  const card = await findInHistory(page);
  await expect(card.getByRole('heading', { name: 'Pind Daan at Vishnupad Temple, Gaya Ji' })).toBeVisible();
  await expect(card).toContainText('Vishnupad Temple, Gaya Ji, Bihar');
  await expect(card).toContainText('One ancestral line');
  await expect(card).toContainText('CountryIndia');
  await expect(card).toContainText('Amount paid₹7,100');
  await expect(card).toContainText(/Payment ID\S+/);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('from the United States: book pind daan at Gaya, pay through PayPal in dollars, and find it in history', async ({
  page,
}) => {
  await signInSuman(page);
  await openGayaBooking(page);
  await page.getByLabel('Country you live in').selectOption({ label: 'United States' });
  await expect(page.getByRole('radio', { name: /One ancestral line/ })).toBeChecked();
  await page.getByLabel('Mobile number').fill('+1 415 555 0123');
  await page.getByLabel('Ancestor 1').fill('Late Smt Kamla Devi');

  await payThroughPaypalSandbox(page, '$88.99');
  await expect(page.getByRole('heading', { name: 'Your pitr paksha ritual is booked.' })).toBeVisible();

  const card = await findInHistory(page);
  await expect(card).toContainText('CountryUnited States');
  await expect(card).toContainText('Amount paid$88.99');
  await expect(card).toContainText(/Payment ID\S+/);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
});
