import { sql } from 'drizzle-orm';
import type { AdminArea } from '@seva/contracts';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';

/**
 * A customer: one person, one account (DESIGN: Data). Signs in by mobile + OTP;
 * `passwordHash` (argon2id) is the second way in. `mobile` is the 10-digit
 * Indian national number. `mobileVerifiedAt` is when an OTP sent to that
 * number was first entered (docs/decisions/003-account-binding.md): accounts
 * are created only then; null marks an account made before that rule, whose
 * password and e-mail are dropped when the number's owner first proves it.
 * An admin holds `adminAreas` (the console areas their /api/admin routes
 * need); a customer holds none.
 */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    mobile: text().notNull(),
    mobileVerifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    countryCode: text().notNull().default('+91'),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    email: text().notNull().default(''),
    emailVerifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    passwordHash: text(),
    gender: text({ enum: ['male', 'female', 'other'] }),
    country: text().notNull().default('India'),
    state: text().notNull().default(''),
    city: text().notNull().default(''),
    address: text().notNull().default(''),
    pincode: text().notNull().default(''),
    role: text({ enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    adminAreas: text()
      .array()
      .$type<AdminArea[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The interface language the customer last signed in with (Accept-Language at sign-in, or when
     * they change a setting that writes to them): what e-mails and other messages sent later use.
     */
    language: text({ enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /**
     * When the customer deleted their account (issue 24): the row stays, anonymised, because the orders,
     * bookings and payments the law keeps point at it (account-deletion module, docs/decisions/017).
     */
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('customers_mobile_key').on(t.mobile),
    uniqueIndex('customers_email_key')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
    check('customers_admin_areas_check', sql`${t.role} = 'admin' or ${t.adminAreas} = '{}'::text[]`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;

/**
 * E-mail verification links: SHA-256 of the token, single use, expiring. Owned
 * by the customers module because the customer's e-mail address is (signup and
 * profile edits both issue links); the table name predates the move from auth.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('email_verifications_customer_idx').on(t.customerId)],
);
