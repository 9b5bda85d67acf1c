import { z } from './zod.js';
import { MESSAGES } from './messages.js';
import { RECORD_ID_PATTERN } from './constants.js';

/** A 24-hex record id (SPEC §9), exposed as `_id`. */
export const recordIdSchema = z.string().regex(RECORD_ID_PATTERN, MESSAGES.invalidId);

/** `/:id` route params. */
export const idParamsSchema = z.object({ id: recordIdSchema });

/**
 * The one error body every failing call answers with (DESIGN: API contract),
 * under a real HTTP status (400, 401, 403, 404, 409, 422, 429, 502).
 */
export const errorSchema = z.object({
  status: z.literal(false),
  success: z.literal(false),
  message: z.string(),
  /** A machine-readable reason where the web acts on it (SPEC §8 "Connection failed (uses the error field)"). */
  error: z.string().optional(),
  /** With `error: 'otp_required'`: the OTP request the code must be verified with (docs/decisions/004). */
  challengeId: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Response map for routes: the same error body under every failure status. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
} as const;

/** `{ status, message }`, the plain acknowledgement of SPEC §7 calls. */
export const statusMessageSchema = z.object({ status: z.boolean(), message: z.string() });
export type StatusMessage = z.infer<typeof statusMessageSchema>;

/** `{ success, message }`, the acknowledgement of PUT /users/:id (SPEC §7). */
export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageSchema>;

/** Paging query for admin lists: page from 1, pageSize up to 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
