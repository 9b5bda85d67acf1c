import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Login sessions: one row per login (the access tokens' `sid` claim). Logout
 * sets `revokedAt`; a token whose session is revoked or expired gets 401.
 * `refreshHash` is the SHA-256 of the session's current refresh token (the
 * HttpOnly cookie that gets new access tokens); `prevRefreshHash` the one it
 * replaced at `refreshRotatedAt` (docs/decisions/005-session-tokens.md).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userAgent: text().notNull().default(''),
    ip: text().notNull().default(''),
    refreshHash: text(),
    prevRefreshHash: text(),
    refreshRotatedAt: at(),
    expiresAt: at().notNull(),
    revokedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/**
 * One-time codes. Only an HMAC of the code is stored (`codeHash`, keyed by
 * OTP_SECRET); `wrongTries` kills the code at 5 (at 1 for a stranger's code
 * while the number is throttled); `consumedAt` makes it single use. `challenge` is the random id handed only to the requester: a
 * verify naming it checks this code and no other (docs/decisions/004).
 * `trusted` marks a code a remembered device asked for. `failedAt` marks a code
 * the SMS provider refused: it never reached the customer, so it cannot be
 * used and does not hold back a resend, but it still counts towards the
 * hourly send limits.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: idColumn(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    challenge: text().notNull().default(''),
    trusted: boolean().notNull().default(false),
    ip: text().notNull().default(''),
    wrongTries: integer().notNull().default(0),
    expiresAt: at().notNull(),
    consumedAt: at(),
    failedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('otp_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('otp_codes_ip_created_idx').on(t.ip, t.createdAt),
    index('otp_codes_challenge_idx').on(t.challenge),
  ],
);

/** Every wrong OTP try, for the per-number hourly limit across codes. */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: idColumn(),
    phone: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('otp_failures_phone_created_idx').on(t.phone, t.createdAt)],
);

/**
 * Password reset links (POST /api/auth/forgot-password): SHA-256 of the token,
 * single use (`usedAt`), expiring after PASSWORD_RESET_TTL_SECONDS.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

/** Every wrong password for an e-mail, for the lock-out after PASSWORD_MAX_WRONG_TRIES. */
export const passwordFailures = pgTable(
  'password_failures',
  {
    id: idColumn(),
    email: text().notNull(),
    ip: text().notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_failures_email_created_idx').on(t.email, t.createdAt)],
);

/**
 * Signups waiting for their mobile's OTP (POST /api/app/customer/user_signup,
 * docs/decisions/003): the SPEC §3 details and the argon2id password, applied
 * to the account only when the same browser, holding the token whose SHA-256
 * is `tokenHash`, enters an OTP of `phone`. Nothing here is an account.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: idColumn(),
    tokenHash: text().notNull().unique(),
    phone: text().notNull(),
    details: jsonb().$type<SignupDetails>().notNull(),
    passwordHash: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('signup_requests_expires_idx').on(t.expiresAt)],
);

/** What a signup asks for besides mobile and password (SPEC §3 signup payload). */
export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  gender: 'male' | 'female' | 'other' | null;
  countryCode: string;
  country: string;
  state: string;
  city: string;
  address: string;
  pincode: string;
}

/**
 * Remembered devices (docs/decisions/004): a browser that logged in on a
 * number keeps a random token (SHA-256 stored here); it may ask for its own
 * code while strangers are throttled on that number.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    lastUsedAt: at().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('trusted_devices_customer_idx').on(t.customerId)],
);
