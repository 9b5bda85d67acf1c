/**
 * The journey-level screenshot set of docs/screens/ (issue 20; `npm run screens`, index in docs/screens/README.md):
 * the public pages, a customer's cart, checkout and order confirmation after a sandbox payment, the Milan Sathi
 * demo bride's dashboard and chat, the admin overview, and two pages in Hindi. Each person signs in once (the demo
 * admin's number may be sent 5 codes an hour).
 */
import { STORAGE_KEYS } from '../../apps/web/src/lib/auth-storage';
import { buyBasicMonthly, loginToMilanSathi } from '../milan-support';
import { addAddress, payWith, toCheckout } from '../shop-support';
import { expect, signInThroughApi, test } from '../support';
import { firstId, shoot } from './shoot';

const DEMO_ADMIN = '9999900001';
const PASSWORD = 'Saat-Phere-2026';
const BRIDE = 'ananya.sharma@example.in';
const GROOM = 'rahul.verma@example.in';

test('public pages', async ({ page, request }) => {
  const puja = await firstId(request, 'GET', '/api/e-commerce/get_puja');
  const yatra = await firstId(request, 'GET', '/api/app/customer/get_all_yatra');
  const product = await firstId(request, 'POST', '/api/e-commerce/get_products', { page: 1, pageSize: 1 });
  await shoot(page, 'home', '/');
  await shoot(page, 'recharge', '/recharge');
  await shoot(page, 'puja-list', '/puja');
  await shoot(page, 'puja-details', `/puja/puja-details?id=${puja}`);
  await shoot(page, 'pitr-paksha', '/puja?kind=pitr');
  await shoot(page, 'yatra-list', '/yatra');
  await shoot(page, 'yatra-details', `/yatra/yatra-details?id=${yatra}`);
  await shoot(page, 'products', '/products');
  await shoot(page, 'product-details', `/products/product-details?id=${product}`);
  await shoot(page, 'videos', '/sanchar/video');
  await shoot(page, 'daily-darshan', '/religious/daily-darshan');
  await shoot(page, 'live', '/sanchar/live');
  await shoot(page, 'milan-sathi', '/milan-sathi');
});

test('in Hindi', async ({ page, request }) => {
  const puja = await firstId(request, 'GET', '/api/e-commerce/get_puja');
  await page.goto('/');
  // The footer's EN / हिं switch (the header shows it from 501 px up).
  await page.getByRole('contentinfo').getByRole('button', { name: /^हिं/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await shoot(page, 'home-hi', '/');
  await shoot(page, 'puja-details-hi', `/puja/puja-details?id=${puja}`);
});

test('a customer: cart, checkout, confirmation, profile', async ({ page }) => {
  await toCheckout(page);
  await shoot(page, 'cart', '/cart/products-cart');
  await page.goto('/cart/products-cart/address');
  await addAddress(page);
  await shoot(page, 'checkout', '/cart/products-cart/address');
  await payWith(page, /^Pay ₹/);
  await expect(page.getByRole('region', { name: 'Your order is placed' })).toBeVisible();
  await shoot(page, 'order-confirmation');
  await shoot(page, 'profile', '/profile');
});

test('the Milan Sathi demo bride: dashboard, a profile, chat', async ({ page, browser }) => {
  await page.goto('/milan-sathi');
  await loginToMilanSathi(page, BRIDE, PASSWORD);
  await shoot(page, 'milan-dashboard', '/dashboard');

  const groomContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '127.20.0.2' } });
  const groom = await groomContext.newPage();
  await groom.goto('/milan-sathi');
  await loginToMilanSathi(groom, GROOM, PASSWORD);
  const groomId = await groom.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId);

  await buyBasicMonthly(page);
  await shoot(page, 'milan-membership-confirmation');
  await page.goto(`/milan-sathi/search/profile/${groomId}`);
  await page.getByRole('button', { name: 'Send interest' }).click();
  await expect(page.getByText('Your interest has been sent.')).toBeVisible();
  await shoot(page, 'milan-profile', `/milan-sathi/search/profile/${groomId}`);

  await groom.goto('/dashboard/connections');
  await groom.getByRole('article').filter({ hasText: 'Ananya' }).getByRole('button', { name: 'Accept' }).click();
  await expect(groom.getByText('Interest accepted. You can now message each other.')).toBeVisible();

  await page.goto('/dashboard/messages');
  await page.getByRole('link', { name: /Rahul/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/conversation\/[0-9a-f]{24}$/);
  const conversation = new URL(page.url()).pathname;
  await page.getByRole('textbox', { name: 'Message' }).fill('Namaste Rahul! My parents would like to speak to yours.');
  await page.getByRole('button', { name: 'Send' }).click();

  await groom.goto(conversation);
  const log = groom.getByRole('log', { name: 'Messages with Ananya' });
  await expect(log.getByText('Namaste Rahul!', { exact: false })).toBeVisible();
  await groom.getByRole('textbox', { name: 'Message' }).fill('Namaste Ananya! Sunday evening suits us.');
  await groom.keyboard.press('Enter');
  await expect(log.getByText('Sunday evening suits us', { exact: false })).toBeVisible();
  await groomContext.close();

  await shoot(page, 'milan-chat', conversation, (at) => at.getByRole('log', { name: 'Messages with Rahul' }));
});

test('the admin overview', async ({ page }) => {
  await signInThroughApi(page, DEMO_ADMIN);
  await shoot(page, 'admin-overview', '/admin');
});
