import type { APIRequestContext } from '@playwright/test';
import { openService, payInSandbox, typeMobile } from '../recharge-support';
import { expect, freshMobile, signInThroughApi, test, type OutboxItem } from '../support';

/**
 * Notifications (issue 23): after a first recharge the result offers "Get
 * updates on this phone"; turning it on subscribes this browser; a second
 * recharge's result is then pushed (the sandbox push provider writes it to
 * the dev outbox as `channel: 'push'`), listed behind the header's bell, and
 * its payment receipt comes by SMS. Headless Chromium here cannot reach a
 * real push service, so the page's PushManager.subscribe answers a
 * subscription for a local endpoint (the sandbox never sends to it), and a
 * trivial service worker is registered when the app has none.
 */

// The subscription lives in a service worker: the app's own (the journeys' default blocks workers, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A subscription-like answer of PushManager.subscribe, and a service worker to hold it (runs in the page). */
function fakePush(): void {
  const endpoint = `${window.location.origin}/journey-push/${Math.random().toString(36).slice(2)}`;
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
  PushManager.prototype.subscribe = async function subscribe() {
    return {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => true,
    } as unknown as PushSubscription;
  };
  void navigator.serviceWorker
    .getRegistration()
    .then((found) => found ?? navigator.serviceWorker.register('/journey-sw.js'));
}

/** Every outbox message to `to`, newest first. */
async function outbox(request: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: OutboxItem[] }).data;
}

test('after a first recharge a customer turns on updates, and the next recharge is pushed, listed and receipted', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.route('**/journey-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('push', () => undefined);" }),
  );
  await context.addInitScript(fakePush);
  const { mobile } = await signInThroughApi(page, freshMobile());

  // The first recharge: the result offers updates on this phone.
  await page.goto('/recharge');
  let panel = await openService(page, 'Mobile Prepaid');
  await typeMobile(panel, '9812345678', 'Jio, Himachal Pradesh');
  await panel.getByLabel('Amount (₹)').fill('199');
  await payInSandbox(page, panel, 'Recharge', '₹199');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge successful' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Get updates on this phone' });
  await card.getByRole('button', { name: 'Turn on updates' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Updates are on for this phone\./);

  // The second recharge's result is pushed to this phone and receipted by SMS.
  await page.goto('/recharge');
  panel = await openService(page, 'Mobile Prepaid');
  await typeMobile(panel, '9812345679', 'Jio, Himachal Pradesh');
  await panel.getByLabel('Amount (₹)').fill('249');
  await payInSandbox(page, panel, 'Recharge', '₹249');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge successful' })).toBeVisible();
  const reference = (await page.getByText(/^Order no\. SV-RC-/).textContent())?.replace('Order no. ', '') ?? '';

  let push: OutboxItem | undefined;
  await expect
    .poll(async () => {
      push = (await outbox(page.request, mobile)).find((m) => m.channel === 'push' && m.body.includes('9812345679'));
      return push?.subject;
    })
    .toBe('Recharge successful');
  expect(JSON.parse(push?.body ?? '{}')).toMatchObject({
    title: 'Recharge successful',
    kind: 'recharge_result',
    link: '/history/recharge-history',
  });
  const receipts = (await outbox(page.request, mobile)).filter(
    (m) => m.channel === 'sms' && m.body.startsWith('Seva: received'),
  );
  expect(receipts.map((m) => m.body)).toContainEqual(
    expect.stringContaining('Seva: received ₹249.00 for recharge SV-RC-'),
  );

  // The bell lists it.
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  const list = page.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByText('Recharge successful').first()).toBeVisible();
  await expect(list.getByText(/Your ₹249\.00 recharge of Jio 9812345679 went through/)).toBeVisible();
  expect(reference).toMatch(/^SV-RC-/);
});
