import { expect, signedInContext, test } from '../support';
import { addAddress, payWith, toCheckout } from '../shop-support';

/** The second demo admin (shop operations) the seed creates (README "Trying it"). */
const OPERATIONS_ADMIN = '9999900002';

test('a shop admin ships a customer’s order, cancels another with a refund the customer sees, and reaches only the shop', async ({
  page,
  browser,
}) => {
  // The customer buys twice, under a name no other journey's order has.
  const customer = `Meera Iyer ${Date.now() % 100_000}`;
  await toCheckout(page);
  await addAddress(page, customer);
  await payWith(page, /^Pay ₹/);
  await expect(page.getByText('Your order has been placed.')).toBeVisible();
  // From the order's confirmation to the customer's orders, which the admin's moves show on a reload.
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/history\/product-history$/);

  // The admin, in their own browser on their own network.
  const { context: staff, page: admin } = await signedInContext(browser, OPERATIONS_ADMIN);
  await admin.goto('/admin/shop/orders');
  await admin.getByLabel('Search orders').fill(customer);
  await admin
    .getByRole('button', { name: /^View SV-OD-/ })
    .first()
    .click();
  const details = admin.getByRole('dialog');
  await details.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(admin.getByText('The order is marked packed.')).toBeVisible();
  await details.getByRole('button', { name: 'Mark as shipped' }).click();
  // Shipping asks for the courier and AWB number (issue 23).
  const ship = admin.getByRole('dialog', { name: 'Mark as shipped' });
  await ship.getByLabel('Courier').fill('Blue Dart');
  await ship.getByLabel('AWB number').fill('50123456789');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(admin.getByText('The order is marked shipped.')).toBeVisible();

  await page.reload();
  // The status badge (the tracking timeline names each step too: issue 23).
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();

  await admin.keyboard.press('Escape');
  await admin
    .getByRole('button', { name: /^View SV-OD-/ })
    .first()
    .click();
  await expect(admin.getByRole('dialog').getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await admin.keyboard.press('Escape');

  // A second order, cancelled before it ships: the money goes back.
  await page.goto('/products');
  await page
    .getByRole('button', { name: /^Add to cart: .+$/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/cart/products-cart/address');
  await payWith(page, /^Pay ₹/);
  await expect(page.getByText('Your order has been placed.')).toBeVisible();

  await admin.reload();
  await admin
    .getByRole('button', { name: /^View SV-OD-/ })
    .first()
    .click();
  const second = admin.getByRole('dialog');
  const orderNumber = (await second.getByRole('heading', { name: /^Order SV-OD-/ }).innerText()).replace('Order ', '');
  await second.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('will be refunded in full');
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(admin.getByText('The order is cancelled: the payment is refunded and the stock is back.')).toBeVisible();
  // The ledger holds every journey's refunds: this order's row.
  await admin.goto('/admin/shop/refunds');
  const refund = admin.getByRole('row').filter({ hasText: orderNumber });
  await expect(refund.getByRole('cell', { name: 'Cancelled by Seva', exact: true })).toBeVisible();

  await page.goto('/history/product-history');
  await expect(page.getByRole('article').first().getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();

  // The shop admin's console holds only the shop; another area's page says so (admin areas).
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(admin.getByText(/^\d+ items? waiting$/)).toBeVisible();
  const menu = admin.getByRole('navigation', { name: 'Admin sections' });
  await expect(menu.getByRole('link')).toHaveText([
    'Overview',
    'Audit log',
    'Orders',
    'Products',
    'Categories',
    'Refunds',
  ]);
  // Both acts are on record in the shop's audit log (issue 24), with who did them.
  await menu.getByRole('link', { name: 'Audit log' }).click();
  for (const act of ['Moved a shop order', 'Cancelled a shop order (refund)']) {
    await expect(
      admin.getByRole('row').filter({ hasText: act }).filter({ hasText: 'Rohan Mehta' }).first(),
    ).toBeVisible();
  }
  await admin.goto('/admin/milan/verifications');
  await expect(admin.getByRole('heading', { level: 1, name: 'Not your area' })).toBeVisible();
  await expect(admin.getByRole('table')).toHaveCount(0);
  await admin.getByRole('link', { name: 'Go to my console' }).click();
  await expect(admin).toHaveURL(/\/admin\/shop\/orders$/);
  await staff.close();
});
