/**
 * "Delete my account" (issue 24, DPDP Act 2023 s.12): what may block it, the
 * OTP that confirms it and the answers (docs/decisions/017-account-deletion.md).
 */
import { z } from './zod.js';
import { OTP_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';

/** What can hold a deletion back: something still open in the customer's name. */
export const DELETION_BLOCKER_KINDS = ['puja', 'pitr', 'yatra', 'order', 'recharge', 'refund'] as const;
export type DeletionBlockerKind = (typeof DELETION_BLOCKER_KINDS)[number];

/**
 * One open item: `name` is what it is (a yatra's or puja's name, an order's
 * reference, a recharged number, a refund's amount), `date` its India calendar
 * date `YYYY-MM-DD` where it has one ('' otherwise), `message` the sentence
 * saying what to do (a MESSAGE_TEMPLATES deletionBlocked… text).
 */
export const deletionBlockerSchema = z.object({
  kind: z.enum(DELETION_BLOCKER_KINDS),
  reference: z.string(),
  name: z.string(),
  date: z.string(),
  message: z.string(),
});
export type DeletionBlocker = z.infer<typeof deletionBlockerSchema>;

/** GET /api/me/deletion: whether the account may be deleted now, and what holds it back. */
export const deletionStatusResponseSchema = z.object({
  status: z.literal(true),
  canDelete: z.boolean(),
  blockers: z.array(deletionBlockerSchema),
});
export type DeletionStatusResponse = z.infer<typeof deletionStatusResponseSchema>;

/** POST /api/me/deletion/otp: the code went to the account's own mobile; `challengeId` names it. */
export const deletionOtpResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  challengeId: z.string(),
});
export type DeletionOtpResponse = z.infer<typeof deletionOtpResponseSchema>;

/** POST /api/me/deletion: the code and the challenge of the deletion OTP. */
export const deleteAccountBodySchema = z.object({
  otp: z.string({ error: MESSAGES.enterOtp }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.enterOtp),
  challengeId: z.string().regex(/^[\w-]{16,64}$/, MESSAGES.invalidChallenge),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
