import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from './zod.js';
import { MESSAGES } from './messages.js';

/**
 * Normalises what a person typed as a mobile number to the 10-digit Indian
 * national number (`'+91 98765-43210'`, `'09876543210'` → `'9876543210'`).
 * Default country India (SPEC §9). Returns null for anything that is not a
 * valid Indian mobile (10 digits starting 6–9, DOMAIN: recharge).
 */
export function normaliseIndianMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN');
  if (!parsed || parsed.countryCallingCode !== '91') return null;
  const national = String(parsed.nationalNumber);
  return /^[6-9]\d{9}$/.test(national) ? national : null;
}

/** A request field holding a mobile number; parses to the 10-digit national form. */
export const mobileSchema = z
  .string({ error: MESSAGES.invalidMobile })
  .max(20, MESSAGES.invalidMobile)
  .transform((value, ctx) => {
    const mobile = normaliseIndianMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidMobile });
      return z.NEVER;
    }
    return mobile;
  });
