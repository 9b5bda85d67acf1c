/**
 * Journey helpers: read codes and links from the dev outbox the way a person
 * trying the app would, and unique demo numbers per test.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Each journey is its own person on their own network: the server trusts
 * X-Forwarded-For (TRUST_PROXY in playwright.config.ts), so the per-IP OTP
 * and request limits count each test apart, as they would count real people.
 * The addresses are loopback ones (127.0.0.0/8): the dev outbox and sandbox
 * checkout answer only this machine, and judge every forwarded hop.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const n =
      testInfo.workerIndex * 10_000 + testInfo.repeatEachIndex * 1_000 + testInfo.retry * 100 + hash(testInfo.testId);
    await use({ 'x-forwarded-for': `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
});
export { expect };

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) % 65_536;
  return h;
}

let counter = 0;
/** A fresh valid Indian mobile number (10 digits starting 7) for one test. */
export function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0');
  return `7${String(counter % 1000).padStart(3, '0')}${tail}`;
}

interface OutboxItem {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  code?: string;
}

/** The newest outbox message to `to`, waiting up to 10 s for it. */
export async function latestOutbox(request: APIRequestContext, to: string): Promise<OutboxItem> {
  let item: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data?: OutboxItem[] };
        item = body.data?.[0];
        return Boolean(item);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return item as OutboxItem;
}

/** Logs in through the header's login modal with the OTP from the outbox. */
export async function loginThroughModal(page: Page, mobile: string): Promise<void> {
  await page.getByRole('button', { name: 'Login or Create Account' }).first().click();
  await loginInOpenModal(page, mobile);
}

/** Logs in with the OTP from the outbox in the login modal already open (a page opened it for a protected step). */
export async function loginInOpenModal(page: Page, mobile: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP Sent Successfully.')).toBeVisible();
  const { code } = await latestOutbox(page.request, mobile);
  await dialog.getByLabel('OTP digit 1').fill(code ?? '');
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('You are logged in successfully.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * On a booking form set to a country abroad: "Continue to PayPal · `amount`"
 * ("$18.99"), then in the PayPal step the sandbox's PayPal button and Approve.
 */
export async function payThroughPaypalSandbox(page: Page, amount: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: `Continue to PayPal · ${amount}` })
    .click();
  await expect(page.getByRole('heading', { name: `Pay ${amount} with PayPal` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal (sandbox)' }).click();
  const approval = page.getByRole('dialog', { name: 'PayPal Sandbox Approval' });
  await approval.getByRole('button', { name: 'Approve payment' }).click();
}

/** Holds every script of the app back by `ms`, as a slow network does, so a prerendered page sits painted but inert. */
export async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
