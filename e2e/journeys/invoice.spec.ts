import { readFile } from 'node:fs/promises';
import { expect, signedInContext, test } from '../support';
import { addAddress, payWith, toCheckout } from '../shop-support';

/** The second demo admin (shop operations) the seed creates (README "Trying it"). */
const OPERATIONS_ADMIN = '9999900002';

test('a customer downloads the GST invoice of an order, follows it shipped and delivered, and buys it again (issue 23)', async ({
  page,
  browser,
}) => {
  const customer = `Kavya Rao ${Date.now() % 100_000}`;
  await toCheckout(page);
  await addAddress(page, customer);
  await payWith(page, /^Pay ₹/);
  await expect(page.getByText('Your order has been placed.')).toBeVisible();
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/history\/product-history$/);

  // The invoice: its number on the order, the PDF downloaded through the session.
  const order = page.getByRole('article').first();
  const shown = (await order.getByTestId('invoice-number').innerText()).replace('Invoice ', '');
  expect(shown).toMatch(/^SV\/\d{2}-\d{2}\/\d{6}$/);
  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${shown.replaceAll('/', '-')}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(`Tax Invoice ${shown}`);

  // The shop admin packs it, ships it with the courier and AWB number, and marks it delivered.
  const { context: staff, page: admin } = await signedInContext(browser, OPERATIONS_ADMIN);
  await admin.goto('/admin/shop/orders');
  await admin.getByLabel('Search orders').fill(customer);
  await admin
    .getByRole('button', { name: /^View SV-OD-/ })
    .first()
    .click();
  const details = admin.getByRole('dialog', { name: /^Order SV-OD-/ });
  await details.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(admin.getByText('The order is marked packed.')).toBeVisible();
  await details.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = admin.getByRole('dialog', { name: 'Mark as shipped' });
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('AWB number').fill('1234567890123');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(admin.getByText('The order is marked shipped.')).toBeVisible();
  await expect(details).toContainText('Delhivery, AWB 1234567890123');
  await details.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(admin.getByText('The order is marked delivered.')).toBeVisible();
  await staff.close();

  // The customer's timeline: every step with its time, the courier's tracking link.
  await page.reload();
  const tracked = page.getByRole('article').first();
  await expect(tracked.getByTestId('timeline-delivered')).toContainText(/Delivered\s*\d{1,2} \w+ \d{4}/);
  const shipped = tracked.getByTestId('timeline-shipped');
  await expect(shipped).toContainText('Delhivery, AWB 1234567890123');
  await expect(shipped.getByRole('link', { name: 'Track shipment' })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/1234567890123',
  );

  // Buy again: the same products go into the cart, and the cart opens.
  const lines = await tracked
    .getByRole('listitem')
    .filter({ hasText: /Qty \d+ ·/ })
    .allInnerTexts();
  const names = lines.map((line) => line.split(/\n| \(/)[0]?.trim() ?? '');
  expect(names.length).toBeGreaterThan(0);
  await tracked.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/cart\/products-cart$/);
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  for (const name of names) await expect(page.getByRole('main')).toContainText(name);
});
