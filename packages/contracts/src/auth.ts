import { z } from './zod.js';
import { OTP_LENGTH } from './constants.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';
import { mobileSchema } from './phone.js';
import { recordIdSchema } from './common.js';

/** A random base64url token the server handed out (challenge, signup, remembered device). */
const handedTokenSchema = z.string().regex(/^[\w-]{16,64}$/, MESSAGES.invalidChallenge);

/**
 * POST /api/app/customer/user_login (SPEC §7), plus the optional `deviceToken`
 * of a device that logged in on this number before (docs/decisions/004).
 */
export const userLoginBodySchema = z.object({ phoneNumber: mobileSchema, deviceToken: handedTokenSchema.optional() });
export type UserLoginBody = z.input<typeof userLoginBodySchema>;

/** The OTP-sent answer: SPEC §7's status and message, and the `challengeId` only this requester holds. */
export const userLoginResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  challengeId: z.string(),
});
export type UserLoginResponse = z.infer<typeof userLoginResponseSchema>;

/**
 * POST /api/app/customer/otp_verify (SPEC §7: phone, otp), plus `challengeId`
 * (the code of that request is checked, and no other) and `signupId` (the
 * signup this OTP completes, docs/decisions/003).
 */
export const otpVerifyBodySchema = z.object({
  phone: mobileSchema,
  otp: z.string({ error: MESSAGES.enterOtp }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.enterOtp),
  challengeId: handedTokenSchema.optional(),
  signupId: handedTokenSchema.optional(),
});
export type OtpVerifyBody = z.input<typeof otpVerifyBodySchema>;

/** Login result (SPEC §3): phone, accessToken, _id; and the `deviceToken` that remembers this device. */
export const loginResultSchema = z.object({
  phone: z.string(),
  accessToken: z.string(),
  _id: recordIdSchema,
  deviceToken: z.string(),
});
export const otpVerifyResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: loginResultSchema,
});
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

export const GENDERS = ['male', 'female', 'other'] as const;

/** Signup payload (SPEC §3); only first name and e-mail are required (SPEC §5). */
export const signupBodySchema = z.object({
  firstName: z.string({ error: MESSAGES.enterFirstName }).trim().min(1, MESSAGES.enterFirstName).max(60),
  lastName: z.string().trim().max(60).optional().default(''),
  email: z
    .string({ error: MESSAGES.enterEmail })
    .trim()
    .min(1, MESSAGES.enterEmail)
    .pipe(z.email(MESSAGES.enterValidEmail))
    .transform((e) => e.toLowerCase()),
  gender: z.enum(GENDERS).optional(),
  country: z.string().trim().max(60).optional().default('India'),
  state: z.string().trim().max(60).optional().default(''),
  city: z.string().trim().max(60).optional().default(''),
  address: z.string().trim().max(300).optional().default(''),
  password: z.string().min(8, MESSAGES.passwordTooShort).max(200),
  pincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, MESSAGES.pincodeSixDigits)
    .optional()
    .default(''),
  phone: mobileSchema,
  countryCode: z.string().trim().max(5).optional().default('+91'),
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** POST /api/auth/refresh: a new access token (the refresh token travels only in its HttpOnly cookie). */
export const refreshResponseSchema = z.object({ accessToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** The signup answer: SPEC §7's status and message, and the `signupId` to send with the OTP. */
export const signupResponseSchema = z.object({ status: z.boolean(), message: z.string(), signupId: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /api/user/loginRayds (SPEC §7). */
export const loginRaydsBodySchema = z.object({ user_mobile: mobileSchema });

/** Customer details of the login lookup (SPEC §3). */
export const customerDetailsSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile: z.string(),
  userid: recordIdSchema,
  pincode: z.string(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const loginRaydsResponseSchema = z.object({
  success: z.boolean(),
  raydsData: z.object({ Response: z.object({ status: z.number(), message: z.string() }) }),
  customerData: customerDetailsSchema,
});
export type LoginRaydsResponse = z.infer<typeof loginRaydsResponseSchema>;

/** POST /api/auth/verify-email (SPEC §7: body token; returns message). */
export const verifyEmailBodySchema = z.object({
  token: z.string({ error: MESSAGES.missingVerificationToken }).min(1, MESSAGES.missingVerificationToken).max(200),
});
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

// ── E-mail + password (Milan Sathi; SPEC §7 /auth/login, /auth/register) ────

/** Wrong passwords for one e-mail from one IP before that IP is refused for PASSWORD_LOCK_MINUTES. */
export const PASSWORD_MAX_WRONG_TRIES = 5;
/**
 * Wrong passwords for one e-mail in an hour, from all IPs together, before
 * every password try is refused until an OTP login or a reset (docs/decisions/004).
 */
export const PASSWORD_MAX_WRONG_TRIES_PER_ACCOUNT = 20;
export const PASSWORD_LOCK_MINUTES = 15;
/** A reset link's life; it works once. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const PASSWORD_MIN_LENGTH = 8;

const emailField = z
  .string({ error: MESSAGES.enterEmail })
  .trim()
  .min(1, MESSAGES.enterEmail)
  .pipe(z.email(MESSAGES.enterValidEmail))
  .transform((e) => e.toLowerCase());

/**
 * A password: 8–200 characters. The server also refuses guessable ones
 * (zxcvbn score below 2: common words, names, keyboard runs) with a message
 * that says why.
 */
export const passwordSchema = z
  .string({ error: MESSAGES.enterNewPassword })
  .min(PASSWORD_MIN_LENGTH, MESSAGE_TEMPLATES.passwordMinLength(PASSWORD_MIN_LENGTH))
  .max(200, MESSAGES.passwordTooLong);

/**
 * POST /api/auth/register: the SPEC §3 signup payload, plus `otp`. The first
 * try without it texts an OTP to the mobile and answers 409 with
 * `error: 'otp_required'`, whoever owns the number; sending the code creates
 * the account, or adds e-mail + password to the number's existing account
 * (one person, one account; docs/decisions/003).
 */
export const registerBodySchema = signupBodySchema.extend({
  password: passwordSchema,
  otp: z
    .string()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.enterOtp)
    .optional(),
  /** With `otp`: the `challengeId` of the 409 that sent it, so that code and no other is checked. */
  challengeId: handedTokenSchema.optional(),
  /** Without `otp`: the device's remembered token for this mobile, as with user_login (docs/decisions/004). */
  deviceToken: handedTokenSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/auth/login (SPEC §7). */
export const passwordLoginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.enterPassword }).min(1, MESSAGES.enterPassword).max(200),
});
export type PasswordLoginBody = z.input<typeof passwordLoginBodySchema>;

/** The e-mail/password login result's `user` (SPEC §3: token and user with _id). */
export const authUserSchema = z.object({
  _id: recordIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  emailVerified: z.boolean(),
  /** The member has a Milan Sathi profile already. */
  hasProfile: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
export const authResultSchema = z.object({ token: z.string(), user: authUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** POST /api/auth/forgot-password: always the same answer, so it never tells which e-mails exist. */
export const forgotPasswordBodySchema = z.object({ email: emailField });
/** POST /api/auth/reset-password: the link's token and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: MESSAGES.resetLinkInvalid }).min(1, MESSAGES.resetLinkInvalid).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
