/**
 * The recharge screens as a person uses them (issue 5): open a service from the
 * grid, type a number and wait for its operator, pay in the sandbox checkout,
 * read a fact of the result. Shared by the recharge and notifications journeys.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

/** The value (dd) of a fact (dt) in a description list: "Amount" → "₹299". */
export const fact = (scope: Locator, term: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Opens `service` ("Mobile Prepaid", "Electricity") from the page's service grid and returns its panel. */
export async function openService(page: Page, service: string): Promise<Locator> {
  const grid = page.getByRole('navigation', { name: 'Recharge and bill services' });
  await grid.getByRole('link', { name: service, exact: true }).click();
  await expect(grid.getByRole('link', { name: service, exact: true })).toHaveAttribute('aria-current', 'page');
  return page.getByRole('region', { name: service, exact: true });
}

/** Types a mobile number and waits for the sandbox's operator and circle to be filled in. */
export async function typeMobile(panel: Locator, number: string, found: string): Promise<void> {
  await panel.getByLabel('Mobile number').fill(number);
  await expect(panel.getByText(`${found} found. You can change them below if this is wrong.`)).toBeVisible();
}

/**
 * Pays `amount` ("₹299") with the sandbox checkout after pressing `action` ("Recharge", "Pay bill") with it in
 * `panel`, by `method` (UPI when not said).
 */
export async function payInSandbox(
  page: Page,
  panel: Locator,
  action: string,
  amount: string,
  method?: string,
): Promise<void> {
  await panel.getByRole('button', { name: `${action} ${amount}`, exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  if (method) await checkout.getByLabel('Pay by').selectOption({ label: method });
  await checkout.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
  await expect(checkout).toBeHidden();
}
