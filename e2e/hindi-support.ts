/**
 * What a Hindi journey checks (issue 21): the Latin-script words a page shows. A customer who chose हिं should
 * read no English sentence; brand, gateway and operator names, booking references, the office address and
 * e-mail the operator configured (GET /api/app/config) and the customer's own input may stay in Latin letters.
 */
import type { Page } from '@playwright/test';
import type { AppConfigResponse } from '@seva/contracts';

/** Written in Latin letters in Hindi too: our name, the gateways' and their methods, SMS and OTP, the operators'. */
const NAMES = ['Seva', 'EN', 'PayPal', 'Razorpay', 'UPI', 'EMI', 'SMS', 'OTP', 'Jio', 'Airtel', 'Vi', 'BSNL', 'MTNL'];

/** Booking and order references (SV-PJ-26-004821), the gateway's ids and operators' references (OP1327843074). */
const CODES = /\bSV-[A-Z]{2}-\d{2}-\d{6}\b|\b(pay|order)_[A-Za-z0-9]+\b|\b[A-Z]{2,}\d{6,}\b/g;

/**
 * The Latin-script words in the visible text of `page` that are neither a name above nor in `allowed` (the
 * customer's own input, e.g. the devotees' names), each once, in order of appearance.
 */
export async function englishWords(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(CODES, ' ');
  const allow = new Set([...NAMES, ...allowed].flatMap(wordsOf).map((word) => word.toLowerCase()));
  return [...new Set(wordsOf(text).filter((word) => !allow.has(word.toLowerCase())))];
}

const wordsOf = (text: string): string[] => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

/** The footer's configured office address, phone and e-mail (the operator's own, written as configured). */
export async function configuredContact(page: Page): Promise<string[]> {
  const { data } = (await (await page.request.get('/api/app/config')).json()) as AppConfigResponse;
  return [data.officeAddress, data.phone, data.email];
}
