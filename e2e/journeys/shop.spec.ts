import type { Page } from '@playwright/test';
import { expect, freshMobile, loginThroughModal, test } from '../support';

/** Logs a new customer in, adds the first in-stock product of "Incense & Dhoop" twice, and opens checkout. */
async function toCheckout(page: Page): Promise<void> {
  await page.goto('/products');
  await loginThroughModal(page, freshMobile());
  await page
    .getByRole('navigation', { name: 'Product categories' })
    .getByRole('link', { name: 'Incense & Dhoop' })
    .click();
  await expect(page).toHaveURL(/category=/);
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
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

/** Adds a delivery address through the form. */
async function addAddress(page: Page, name = 'Priya Verma'): Promise<void> {
  await page.getByRole('button', { name: 'Add new address' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Flat, house no., building').fill('B-204, Shanti Apartments');
  await form.getByLabel('Area, street, village').fill('Sector 62');
  await form.getByLabel('Town or city').fill('Noida');
  await form.getByLabel('State').selectOption('Uttar Pradesh');
  await form.getByLabel('Pincode').fill('201301');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address created successfully.')).toBeVisible();
}

/** Presses "Pay ₹…" on the checkout page and answers the sandbox checkout with `button`. */
async function payWith(page: Page, button: RegExp): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: button }).click();
}

async function historyCount(page: Page): Promise<number> {
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

test.describe('shop', () => {
  test('browse → cart → badge → address → sandbox pay → order in history', async ({ page }) => {
    await toCheckout(page);
    await addAddress(page);
    await payWith(page, /^Pay ₹/);
    await expect(page.getByText('Your order has been placed.')).toBeVisible();
    await expect(page).toHaveURL(/\/history\/product-history$/);
    await expect(page.getByText('Placed')).toBeVisible();
    await expect(page.getByText('Priya Verma')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('a failed payment shows "Payment Failed." and creates no order', async ({ page }) => {
    await toCheckout(page);
    await addAddress(page);
    await payWith(page, /^Fail payment$/);
    await expect(page.getByText('Payment Failed.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart\/products-cart\/address$/);
    expect(await historyCount(page)).toBe(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
  });

  test('a dismissed checkout creates no order', async ({ page }) => {
    await toCheckout(page);
    await addAddress(page);
    await payWith(page, /^Dismiss$/);
    await expect(page.getByText('Payment was dismissed by the user.')).toBeVisible();
    expect(await historyCount(page)).toBe(0);
  });

  test('deleting an address asks the SPEC question', async ({ page }) => {
    await toCheckout(page);
    await addAddress(page, 'Ravi Kumar');
    await page.getByRole('button', { name: 'Delete address of Ravi Kumar' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure? You want to delete!!!');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Address deleted successfully.')).toBeVisible();
    await expect(page.getByText('No saved addresses')).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('products, cart and checkout fit the screen without sideways scrolling', async ({ page }) => {
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.goto('/products');
      await loginThroughModal(page, freshMobile());
      await page
        .getByRole('button', { name: /^Add .+ to cart$/ })
        .first()
        .click();
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      await fits();
      await page.goto('/cart/products-cart');
      await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
      await fits();
      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await addAddress(page);
      await expect(page.getByRole('main').getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
      await fits();
    });
  });
});
