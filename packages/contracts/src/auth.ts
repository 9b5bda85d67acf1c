import { z } from 'zod';
import { OTP_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';
import { mobileSchema } from './phone.js';
import { recordIdSchema } from './common.js';

/** POST /api/app/customer/user_login (SPEC §7). */
export const userLoginBodySchema = z.object({ phoneNumber: mobileSchema });
export type UserLoginBody = z.input<typeof userLoginBodySchema>;

/** POST /api/app/customer/otp_verify (SPEC §7). */
export const otpVerifyBodySchema = z.object({
  phone: mobileSchema,
  otp: z.string({ error: MESSAGES.enterOtp }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.enterOtp),
});
export type OtpVerifyBody = z.input<typeof otpVerifyBodySchema>;

/** Login result (SPEC §3): phone, accessToken, _id. */
export const loginResultSchema = z.object({
  phone: z.string(),
  accessToken: z.string(),
  _id: recordIdSchema,
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
    .pipe(z.email('Please enter a valid email.'))
    .transform((e) => e.toLowerCase()),
  gender: z.enum(GENDERS).optional(),
  country: z.string().trim().max(60).optional().default('India'),
  state: z.string().trim().max(60).optional().default(''),
  city: z.string().trim().max(60).optional().default(''),
  address: z.string().trim().max(300).optional().default(''),
  password: z.string().min(8, 'Password must be at least 8 characters.').max(200),
  pincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'Pincode must be 6 digits.')
    .optional()
    .default(''),
  phone: mobileSchema,
  countryCode: z.string().trim().max(5).optional().default('+91'),
});
export type SignupBody = z.input<typeof signupBodySchema>;

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
