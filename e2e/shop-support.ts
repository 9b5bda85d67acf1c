/**
 * Shop journey steps a customer takes in the browser: fill the cart, add an
 * address, answer the sandbox checkout; and a look at their order history.
 */
import type { Page } from '@playwright/test';
import { expect, freshMobile, signInThroughApi } from './support';

/** Signs a new customer in (through the API), adds the first in-stock product of "Incense & Dhoop" twice, and opens checkout. */
export async function toCheckout(page: Page): Promise<void> {
  await signInThroughApi(page, freshMobile());
  await page.goto('/products');
  await page
    .getByRole('navigation', { name: 'Product categories' })
    .getByRole('link', { name: 'Incense & Dhoop' })
    .click();
  await expect(page).toHaveURL(/category=/);
  const add = page.getByRole('button', { name: /^Add to cart: .+$/ }).first();
  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/products-cart\/address$/);
}

/** Adds a delivery address through the form: the pincode fills the town and state (issue 23), the town is then made exact. */
export async function addAddress(page: Page, name = 'Priya Verma'): Promise<void> {
  await page.getByRole('button', { name: 'Add new address' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Flat, house no., building').fill('B-204, Shanti Apartments');
  await form.getByLabel('Area, street, village').fill('Sector 62');
  await form.getByLabel('Pincode').fill('201301');
  await expect(form.getByLabel('Town or city')).toHaveValue('Gautam Buddha Nagar');
  await expect(form.getByLabel('State')).toHaveValue('Uttar Pradesh');
  await expect(form.getByText('Gautam Buddha Nagar, Uttar Pradesh')).toBeVisible();
  await form.getByLabel('Town or city').fill('Noida');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address created successfully.')).toBeVisible();
}

/** Presses "Pay ₹…" on the checkout page and answers the sandbox checkout with `button`. */
export async function payWith(page: Page, button: RegExp): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: button }).click();
}

export async function historyCount(page: Page): Promise<number> {
  const [token, customerId] = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('userId'),
  ]);
  const orders = await page.request.post('/api/user/getCustomerOrder', {
    headers: { authorization: `Bearer ${token}` },
    data: { customerId },
  });
  return ((await orders.json()) as { data: unknown[] }).data.length;
}
