/**
 * Numbers as customers type them. A mobile number may come with +91, a
 * leading 0, spaces or hyphens (the server drops them too); other account
 * numbers are matched upper-cased with spaces removed, as the contract's
 * `numberPattern` expects.
 */
import type { RechargeOperator } from '@seva/contracts';

/** DOMAIN.md: Indian mobile numbers are 10 digits starting 6–9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** "+91 98765-43210" → "9876543210"; anything that is not a mobile number comes back without its separators. */
export function normaliseMobile(raw: string): string {
  const digits = raw.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? digits;
}

/** True when the operator's number is a mobile number (postpaid, prepaid): it gets the mobile clean-up. */
export function takesMobile(operator: Pick<RechargeOperator, 'numberPattern'> | undefined): boolean {
  return operator?.numberPattern === MOBILE_PATTERN.source;
}

/** The number as it is checked and sent: a mobile cleaned up, anything else upper-cased without spaces. */
export function normaliseNumber(raw: string, mobile: boolean): string {
  return mobile ? normaliseMobile(raw) : raw.replace(/\s+/g, '').toUpperCase();
}

/** Whether `number` (already normalised) matches the operator's pattern; a pattern that does not compile accepts anything. */
export function matchesPattern(number: string, pattern: string): boolean {
  try {
    return new RegExp(pattern).test(number);
  } catch {
    return true;
  }
}

/** "₹299", "299", "1,299.50" → 1299.5; NaN for anything else; null when empty. */
export function parseAmount(raw: string): number | null {
  const text = raw.replace(/[₹,\s]/g, '');
  if (text === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}
