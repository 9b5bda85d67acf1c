import type { Locator, Page } from '@playwright/test';
import { expect, freshMobile, signInThroughApi, test } from '../support';

/**
 * Recharge without repeat work (issue 23) against the sandbox aggregator: a
 * number recharged once comes back under Recent numbers and "Repeat ₹299"
 * pays the same plan again in one tap; a biller saved from its bill shows
 * when the bill is due and is fetched and paid in one tap. (Complaints need a
 * recharge pending for 30 minutes: the API tests move its time back,
 * apps/api/src/modules/recharge/repeat.test.ts.)
 */

/** Opens `service` from the page's service grid and answers its panel. */
async function openService(page: Page, service: string): Promise<Locator> {
  const grid = page.getByRole('navigation', { name: 'Recharge and bill services' });
  await grid.getByRole('link', { name: service, exact: true }).click();
  return page.getByRole('region', { name: service, exact: true });
}

/** Pays `amount` ("₹299") in the sandbox checkout that is opening. */
async function payInCheckout(page: Page, amount: string): Promise<void> {
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await checkout.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
  await expect(checkout).toBeHidden();
}

test.describe('recharge without repeat work', () => {
  test('a number recharged once is under Recent; Repeat ₹299 pays the same plan again', async ({ page }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/recharge');
    let panel = await openService(page, 'Mobile Prepaid');
    await panel.getByLabel('Mobile number').fill('9812398765');
    await expect(
      panel.getByText('Jio, Himachal Pradesh found. You can change them below if this is wrong.'),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Browse plans' }).click();
    const plans = page.getByRole('dialog', { name: 'Plans for Jio · Himachal Pradesh' });
    await plans.getByRole('searchbox', { name: 'Search plans' }).fill('1.5 GB/day 28 days');
    await plans.getByRole('button', { name: 'Choose the ₹299 plan' }).click();
    await panel.getByRole('button', { name: 'Recharge ₹299', exact: true }).click();
    await payInCheckout(page, '₹299');
    await expect(page.getByRole('heading', { level: 1, name: 'Recharge successful' })).toBeVisible();

    // Back on the recharge page, the number waits under Recent with its plan.
    await page.goto('/recharge');
    panel = await openService(page, 'Mobile Prepaid');
    const recent = panel.getByRole('region', { name: 'Recent numbers' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent).toContainText('9812398765');
    await expect(recent).toContainText('Jio · Himachal Pradesh');
    await expect(recent).toContainText('Last plan: ₹299 · 28 days · 1.5 GB/day · 28 days');

    await recent.getByRole('button', { name: 'Repeat ₹299 for 9812398765' }).click();
    await payInCheckout(page, '₹299');
    await expect(page.getByRole('heading', { level: 1, name: 'Recharge successful' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recharge successful' })).toContainText(
      'Jio confirmed your recharge of ₹299 for 9812398765.',
    );

    await page.getByRole('link', { name: 'View recharge history' }).click();
    const cards = page.getByRole('article').filter({ hasText: '9812398765' });
    await expect(cards).toHaveCount(2);
    await expect(cards.getByText('Successful', { exact: true })).toHaveCount(2);
  });

  test('a biller saved from its bill shows when it is due, and Fetch & pay pays it', async ({ page }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/recharge');
    let panel = await openService(page, 'Electricity');
    await panel.getByLabel('State').selectOption('Delhi');
    await panel.getByLabel('Biller').selectOption({ label: 'BSES Rajdhani' });
    await panel.getByLabel('CA number (9 digits)').fill('150123457');
    await panel.getByRole('button', { name: 'Fetch bill' }).click();
    const bill = panel.getByRole('region', { name: 'Your bill' });
    await bill.getByLabel('Name for this biller').fill('Home electricity');
    await bill.getByRole('button', { name: 'Save this biller' }).click();
    await expect(bill.getByText('Saved as Home electricity. Find it above the form next time.')).toBeVisible();

    await page.reload();
    panel = page.getByRole('region', { name: 'Electricity', exact: true });
    const saved = panel.getByRole('listitem', { name: 'Home electricity' });
    await expect(saved).toContainText('BSES Rajdhani · 150123457');
    // The sandbox's bills fall due 4 to 15 days after today.
    await expect(saved).toContainText(/Due in \d+ days/);
    const amount = /Last bill (₹[\d,.]+), due/.exec((await saved.textContent()) ?? '')?.[1] ?? '';
    expect(amount).toMatch(/^₹[\d,]+(\.\d\d)?$/);

    await saved.getByRole('button', { name: 'Fetch & pay' }).click();
    await payInCheckout(page, amount);
    await expect(page.getByRole('heading', { level: 1, name: 'Bill paid' })).toBeVisible();

    await page.goto('/recharge?recharge-type=electricity-bill&active-id=4');
    await expect(
      page
        .getByRole('region', { name: 'Electricity', exact: true })
        .getByRole('listitem', { name: 'Home electricity' }),
    ).toContainText('Paid');
  });
});
