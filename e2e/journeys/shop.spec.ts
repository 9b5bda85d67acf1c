import { expect, freshMobile, signInThroughApi, test } from '../support';
import { addAddress, historyCount, payWith, toCheckout } from '../shop-support';

test.describe('shop', () => {
  test('browse → cart → badge → address → sandbox pay → confirmation → order in history', async ({ page }) => {
    await toCheckout(page);
    await addAddress(page);
    await payWith(page, /^Pay ₹/);
    await expect(page.getByText('Your order has been placed.')).toBeVisible();
    const confirmation = page.getByRole('region', { name: 'Your order is placed' });
    await expect(confirmation).toContainText(/Order SV-OD-\d{2}-\d{6}/);
    await expect(confirmation).toContainText('usually reaches you in 3–7 working days');
    await confirmation.getByRole('link', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/\/history\/product-history$/);
    await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible(); // the badge, then the timeline's step
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
      await signInThroughApi(page, freshMobile());
      await page.goto('/products');
      await page
        .getByRole('button', { name: /^Add to cart: .+$/ })
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
