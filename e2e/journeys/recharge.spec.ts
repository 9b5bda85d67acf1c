import type { Locator, Page } from '@playwright/test';
import { fact, openService, payInSandbox, typeMobile } from '../recharge-support';
import { expect, freshMobile, loginInOpenModal, signInThroughApi, test } from '../support';

/**
 * Recharge and bill payment (issue 5) against the sandbox aggregator, whose
 * outcome follows the number: one ending 0000 fails at the operator (and the
 * server refunds it), any other here succeeds. The sandbox detects
 * 98123 45678 as Jio, Himachal Pradesh (a fixed hash of its first 5 digits).
 */

/** The recharge history's card for `number`, after opening the history from the result screen. */
async function historyCard(page: Page, number: string): Promise<Locator> {
  await page.getByRole('link', { name: 'View recharge history' }).click();
  await expect(page).toHaveURL(/\/history\/recharge-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge History' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card).toHaveCount(1);
  return card;
}

test.describe('recharge and bill payment', () => {
  test('a visitor picks a prepaid plan, logs in when paying, and the recharge succeeds and is in history', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Recharge' }).click();
    await expect(page).toHaveURL(/\/recharge(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recharge and pay bills' })).toBeVisible();
    const panel = await openService(page, 'Mobile Prepaid');
    await expect(page).toHaveURL(/\/recharge\?recharge-type=prepaid-recharge&active-id=\d+$/);

    // Nothing typed: the SPEC's words under the number and the amount.
    await panel.getByRole('button', { name: 'Recharge', exact: true }).click();
    await expect(panel.getByLabel('Mobile number')).toHaveAccessibleDescription('Please enter number.');
    await expect(panel.getByLabel('Amount (₹)')).toHaveAccessibleDescription(
      'Please select plan or enter recharge amount.',
    );

    // The number finds its operator and circle; the amount is still missing.
    await typeMobile(panel, '98123 45678', 'Jio, Himachal Pradesh');
    await expect(panel.getByLabel('Operator')).toHaveValue('JIO');
    await expect(panel.getByLabel('Circle')).toHaveValue('HP');
    await expect(panel.getByLabel('Mobile number')).not.toHaveAttribute('aria-invalid', 'true');
    await panel.getByRole('button', { name: 'Recharge', exact: true }).click();
    await expect(panel.getByLabel('Amount (₹)')).toHaveAccessibleDescription(
      'Please select plan or enter recharge amount.',
    );

    // The plan browser: another category, then a search across all of them.
    await panel.getByRole('button', { name: 'Browse plans' }).click();
    const plans = page.getByRole('dialog', { name: 'Plans for Jio · Himachal Pradesh' });
    await expect(plans.getByRole('tab', { name: 'Unlimited' })).toHaveAttribute('aria-selected', 'true');
    await expect(plans.getByRole('article', { name: '₹299 for 28 days' })).toBeVisible();
    await plans.getByRole('tab', { name: 'Data' }).click();
    await expect(plans.getByRole('tabpanel', { name: 'Data' })).toBeVisible();
    await expect(plans.getByRole('article', { name: '₹219 for 30 days' })).toBeVisible();
    await expect(plans.getByRole('article', { name: '₹299 for 28 days' })).toHaveCount(0);
    await plans.getByRole('searchbox', { name: 'Search plans' }).fill('1.5 GB/day 28 days');
    await expect(plans.getByText('1 plan matches “1.5 GB/day 28 days”')).toBeVisible();
    await plans.getByRole('button', { name: 'Choose the ₹299 plan' }).click();
    await expect(plans).toBeHidden();
    await expect(panel.getByLabel('Amount (₹)')).toHaveValue('299');
    await expect(panel.getByLabel('Amount (₹)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByTestId('chosen-plan')).toContainText('₹299: 1.5 GB/day · 28 days');

    // A visitor pressing pay is asked to log in, and nothing is charged.
    await panel.getByRole('button', { name: 'Recharge ₹299', exact: true }).click();
    await expect(page.getByText('Please login', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Seva Sandbox Checkout' })).toHaveCount(0);
    await loginInOpenModal(page, freshMobile());

    // The form kept what was chosen; paying now goes through the checkout.
    await expect(panel.getByTestId('chosen-plan')).toContainText('₹299');
    await payInSandbox(page, panel, 'Recharge', '₹299');
    await expect(page.getByRole('heading', { level: 1, name: 'Recharge successful' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]order=/);
    const result = page.getByRole('region', { name: 'Recharge successful' });
    await expect(result).toContainText('Jio confirmed your recharge of ₹299 for 9812345678.');
    await expect(fact(result, 'Operator reference')).toHaveText(/^OP\d{10}$/);
    await expect(fact(result, 'Amount')).toHaveText('₹299');
    // The confirmation (issue 20): the order's reference and what happens next.
    await expect(result.getByText(/^Order no\. SV-RC-/)).toBeVisible();
    await expect(result).toContainText('The benefits usually reach the phone within a few minutes');

    const card = await historyCard(page, '9812345678');
    await expect(card.getByRole('heading', { name: 'Jio' })).toBeVisible();
    await expect(card.getByText('Successful', { exact: true })).toBeVisible();
    await expect(fact(card, 'Service')).toHaveText('Mobile Prepaid');
    await expect(fact(card, 'Amount')).toHaveText('₹299');
    await expect(fact(card, 'Operator reference')).toHaveText(/^OP\d{10}$/);
  });

  test('a recharge the operator fails ends refunded, on the result screen and in history', async ({ page }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/recharge');
    const panel = await openService(page, 'Mobile Prepaid');
    await typeMobile(panel, '9812340000', 'Jio, Himachal Pradesh');
    await panel.getByLabel('Amount (₹)').fill('249');
    await payInSandbox(page, panel, 'Recharge', '₹249', 'Card');

    await expect(page.getByRole('heading', { level: 1, name: 'Recharge failed' })).toBeVisible();
    const result = page.getByRole('region', { name: 'Recharge failed' });
    await expect(result).toContainText('Jio could not complete the recharge of ₹249 for 9812340000.');
    const refund = result.getByTestId('refund');
    await expect(fact(refund, 'Refund amount')).toHaveText('₹249');
    await expect(fact(refund, 'Refund status')).toHaveText(/^(Refund requested|Refund on its way|Refunded)$/);
    // Paid by card, so the refund goes back to the card, in its usual time (issue 20).
    const toCard = 'The refund goes back to your card, usually within 5–10 working days.';
    await expect(refund.getByTestId('refund-note')).toHaveText(toCard);
    await expect(fact(result, 'Operator reference')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Recharge again' })).toBeVisible();

    const card = await historyCard(page, '9812340000');
    await expect(card.getByText('Failed — refunded', { exact: true })).toBeVisible();
    await expect(fact(card, 'Amount')).toHaveText('₹249');
    await expect(fact(card, 'Refund')).toHaveText(
      /^₹249 · (Requested|On its way to your account|Refunded to your account)$/,
    );
    await expect(fact(card, 'Operator reference')).toHaveCount(0);
    await expect(card.getByTestId('refund-note')).toHaveText(toCard);
  });

  test('an electricity bill is fetched, shown and paid, and is in history', async ({ page }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/recharge');
    const panel = await openService(page, 'Electricity');
    await expect(page).toHaveURL(/recharge-type=electricity-bill&active-id=\d+$/);

    await panel.getByLabel('State').selectOption('Delhi');
    await panel.getByLabel('Biller').selectOption({ label: 'BSES Rajdhani' });
    await panel.getByLabel('CA number (9 digits)').fill('150123456');
    await panel.getByRole('button', { name: 'Fetch bill' }).click();

    // The sandbox's bill for this CA number: its name follows from the number; dates from today.
    const bill = panel.getByRole('region', { name: 'Your bill' });
    await expect(bill).toContainText('BSES Rajdhani');
    await expect(fact(bill, 'Customer name')).toHaveText('Sunita Devi');
    await expect(fact(bill, 'Amount due')).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
    await expect(fact(bill, 'Due date')).toHaveText(/^\w{3}, \d{1,2} \w{3} \d{4}$/);
    await expect(fact(bill, 'Account')).toHaveText('150123456');
    const amount = (await fact(bill, 'Amount due').textContent()) ?? '';

    await payInSandbox(page, bill, 'Pay bill', amount);
    await expect(page.getByRole('heading', { level: 1, name: 'Bill paid' })).toBeVisible();
    const result = page.getByRole('region', { name: 'Bill paid' });
    await expect(result).toContainText(`BSES Rajdhani confirmed your payment of ${amount} for 150123456.`);
    await expect(fact(result, 'Operator reference')).toHaveText(/^OP\d{10}$/);

    const card = await historyCard(page, '150123456');
    await expect(card.getByRole('heading', { name: 'BSES Rajdhani' })).toBeVisible();
    await expect(card.getByText('Successful', { exact: true })).toBeVisible();
    await expect(fact(card, 'Service')).toHaveText('Electricity');
    await expect(fact(card, 'Amount')).toHaveText(amount);
  });
});
