import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Login sessions: one row per access token (its `sid` claim). Logout sets
 * `revokedAt`; a token whose session is revoked or expired gets 401.
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
    expiresAt: at().notNull(),
    revokedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/**
 * One-time codes. Only an HMAC of the code is stored (`codeHash`, keyed by
 * OTP_SECRET); `wrongTries` kills the code at 5; `consumedAt` makes it single use.
 * `failedAt` marks a code the SMS provider refused: it never reached the
 * customer, so it cannot be used and does not hold back a resend, but it still
 * counts towards the hourly send limits.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: idColumn(),
    phone: text().notNull(),
    codeHash: text().notNull(),
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
