/**
 * Journey helpers: read codes and links from the dev outbox the way a person
 * trying the app would, unique demo numbers per test, and a sign-in through
 * the API for the journeys whose subject is not the login itself.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { STORAGE_KEYS } from '../apps/web/src/lib/auth-storage';

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
/**
 * A fresh valid Indian mobile number (10 digits starting 7) for one test:
 * the worker's index (unique in a run, parallel workers included) and the
 * worker's own count, then the clock for numbers that differ between runs.
 */
export function freshMobile(): string {
  counter += 1;
  const worker = String(test.info().workerIndex % 100).padStart(2, '0');
  return `7${worker}${String(counter % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

/**
 * A loopback address (127.x, which the dev outbox answers) of its own per
 * mobile: for a second person in a journey (an admin, another member), on
 * their own network as the server sees it (it trusts X-Forwarded-For).
 */
export const networkOf = (mobile: string): string =>
  `127.${Number(mobile.slice(-6, -4))}.${Number(mobile.slice(-4, -2))}.${Number(mobile.slice(-2))}`;

export interface OutboxItem {
  channel: 'sms' | 'email' | 'push';
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

/** What an OTP login answered (SPEC §7 otp_verify): the session's access token and the customer. */
export interface ApiLogin {
  mobile: string;
  token: string;
  userId: string;
  /** The token that remembers this device on `mobile` (docs/decisions/004). */
  deviceToken: string;
}

/**
 * Signs `target` (a page, or a whole browser context) in as `mobile` through
 * the API the way the login modal does, without the modal: user_login, the
 * code from the dev outbox, otp_verify with the challenge, all from the
 * context's own network (its X-Forwarded-For), so the refresh cookie lands
 * in its cookie jar. Before the app's scripts run in the next page it opens,
 * the login is put where the web app keeps it (SPEC §3, the keys of
 * apps/web/src/lib/auth-storage.ts), so the page opens signed in.
 */
export async function signInThroughApi(target: Page | BrowserContext, mobile: string): Promise<ApiLogin> {
  const context = 'context' in target ? target.context() : target;
  const challengeId = await requestOtp(context.request, mobile);
  const { code } = await latestOutbox(context.request, mobile);
  const verified = await context.request.post('/api/app/customer/otp_verify', {
    data: { phone: mobile, otp: code, challengeId },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { data } = (await verified.json()) as {
    data: { phone: string; accessToken: string; _id: string; deviceToken: string };
  };
  const login = { mobile: data.phone, token: data.accessToken, userId: data._id, deviceToken: data.deviceToken };
  await context.addInitScript(storeLogin, { ...login, origin: new URL(verified.url()).origin, keys: STORAGE_KEYS });
  return login;
}

/**
 * POST user_login for `mobile`; answers the challenge. A number sent a code
 * in the last 30 s (a demo admin's journey run again: a retry, a repeat) is
 * asked again once the server's resend wait is over, as a person would.
 */
async function requestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const ask = () => request.post('/api/app/customer/user_login', { data: { phoneNumber: mobile } });
  let sent = await ask();
  const wait = sent.status() === 429 ? /Please wait (\d+) seconds/.exec(await sent.text()) : null;
  if (wait) {
    await new Promise((resolve) => setTimeout(resolve, Number(wait[1]) * 1000));
    sent = await ask();
  }
  expect(sent.ok(), await sent.text()).toBe(true);
  return ((await sent.json()) as { challengeId: string }).challengeId;
}

/**
 * Runs in the browser before the app's scripts: stores `login` as the login
 * modal does (authStorage.saveLogin and saveDeviceToken, under the app's own
 * STORAGE_KEYS, passed in: the function is sent to the browser alone), in the app's
 * documents only and once per tab, so that what the app later does to its
 * storage (a refreshed token, a logout) stands across reloads.
 */
function storeLogin(login: ApiLogin & { origin: string; keys: typeof STORAGE_KEYS }): void {
  const { keys } = login;
  const applied = 'seva-e2e-signed-in';
  if (window.location.origin !== login.origin || window.sessionStorage.getItem(applied)) return;
  window.sessionStorage.setItem(applied, login.mobile);
  const devices = JSON.parse(window.localStorage.getItem(keys.devices) ?? '{}') as Record<string, string>;
  window.localStorage.setItem(keys.mobile, login.mobile);
  window.localStorage.setItem(keys.token, login.token);
  window.localStorage.setItem(keys.userId, login.userId);
  window.localStorage.setItem(keys.devices, JSON.stringify({ ...devices, [login.mobile]: login.deviceToken }));
}

/**
 * A browser of a second person in a journey (an admin, another member), on
 * their own network (networkOf), signed in as `mobile` through the API;
 * answers its first page, still blank.
 */
export async function signedInContext(
  browser: Browser,
  mobile: string,
): Promise<{ context: BrowserContext; page: Page; login: ApiLogin }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': networkOf(mobile) } });
  const login = await signInThroughApi(context, mobile);
  return { context, page: await context.newPage(), login };
}

/** Logs in through the header's login modal with the OTP from the outbox (loginInOpenModal: `name`). */
export async function loginThroughModal(page: Page, mobile: string, name?: string): Promise<void> {
  await page.getByRole('button', { name: 'Login or Create Account' }).first().click();
  await loginInOpenModal(page, mobile, name);
}

/**
 * Logs in with the OTP from the outbox in the login modal already open (a page opened it for a protected step).
 * A customer with no name is then asked "What should we call you?": `name` answers it, else it is skipped.
 */
export async function loginInOpenModal(page: Page, mobile: string, name?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP Sent Successfully.')).toBeVisible();
  const { code } = await latestOutbox(page.request, mobile);
  await dialog.getByLabel('OTP digit 1').fill(code ?? '');
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('You are logged in successfully.')).toBeVisible();
  // The modal shows the name step, or has closed, by the time the toast shows (the same render).
  const namePrompt = page.getByRole('dialog', { name: 'What should we call you?' });
  if (await namePrompt.isVisible()) {
    if (name) {
      await namePrompt.getByLabel('First name').fill(name);
      await namePrompt.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Namaste, ${name}!`)).toBeVisible();
    } else await namePrompt.getByRole('button', { name: 'Skip for now' }).click();
  }
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

/**
 * Holds every script of the app back by `ms`, as a slow network does, so a prerendered page sits painted but inert.
 * `urls` (a glob) widens it, e.g. to every script file the page asks for, not only the app's own.
 */
export async function slowScripts(page: Page, ms: number, urls = '**/assets/*.js'): Promise<void> {
  await page.route(urls, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The console errors and uncaught exceptions `page` has from now on: the array fills as they happen. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
