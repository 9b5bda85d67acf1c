/**
 * Customer rows: look-ups, creation and the two outward shapes (the full
 * profile and the SPEC §3 login-lookup details). Other modules reach these
 * through `service.ts`, never through `tables.ts`.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { MESSAGES, type CustomerDetails, type CustomerProfile, type MessageLanguage } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomer } from '../../db/session-cache.js';
import { customers, type CustomerRow } from './tables.js';
import { violatedConstraint } from '../../db/errors.js';
import { expirePendingVerifications } from './email-verification.js';

/** A database handle or an open transaction. */
export type Executor = Db | Tx;

export type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The customer with this record id, or undefined. */
export async function getCustomer(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** The mobile numbers of the customers `ids` (repeats allowed), by customer id; unknown ids are left out. */
export async function mobilesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, mobile: customers.mobile })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.mobile]));
}

/** Customer ids by mobile for the `mobiles` that have an account. */
export async function customerIdsByMobile(db: Executor, mobiles: readonly string[]): Promise<Map<string, string>> {
  if (mobiles.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, mobile: customers.mobile })
    .from(customers)
    .where(inArray(customers.mobile, [...new Set(mobiles)]));
  return new Map(rows.map((row) => [row.mobile, row.id]));
}

/** The customer `id`, locked for the rest of transaction `tx` (SELECT … FOR UPDATE), or undefined. */
export async function lockCustomer(tx: Tx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  return row;
}

/**
 * Sets `values` on customer `id` (updatedAt = `now`); answers the row after
 * the change, or undefined when there is no such customer. A taken e-mail
 * surfaces as the database's unique violation (see rethrowAsConflict).
 */
export async function updateCustomer(
  db: Executor,
  id: string,
  values: Partial<NewCustomer>,
  now = new Date(),
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: now })
    .where(eq(customers.id, id))
    .returning();
  forgetCustomer(id);
  return row;
}

/**
 * Inserts the customers `rows` whose mobile and e-mail are free, skipping the
 * others (demo seeds: the operator vouches for their numbers, so they count as proven).
 */
export async function insertMissingCustomers(db: Executor, rows: NewCustomer[], now = new Date()): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(customers)
    .values(rows.map((row) => ({ ...row, mobileVerifiedAt: now, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}

/** The customer with this 10-digit mobile, or undefined. */
export async function findCustomerByMobile(db: Executor, mobile: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.mobile, mobile)).limit(1);
  return row;
}

/** The customer with this (lower-case) e-mail, or undefined; '' never matches. */
export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  if (!email) return undefined;
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return row;
}

/**
 * Rethrows a unique violation on mobile or e-mail as the 409 the customer
 * understands; anything else unchanged. Covers the race two requests can win
 * between a look-up and an insert.
 */
export function rethrowAsConflict(error: unknown): never {
  const constraint = violatedConstraint(error);
  if (constraint === 'customers_mobile_key') throw httpErrors.conflict(MESSAGES.phoneAlreadyRegistered);
  if (constraint === 'customers_email_key') throw httpErrors.conflict(MESSAGES.emailAlreadyRegistered);
  throw error;
}

/**
 * Inserts a customer created at `now` whose number an operator vouches for
 * (proven at `now`). Throws 409 when the mobile or e-mail is taken.
 */
export async function createCustomer(db: Executor, values: NewCustomer, now = new Date()): Promise<CustomerRow> {
  try {
    const [row] = await db
      .insert(customers)
      .values({ mobileVerifiedAt: now, ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no customer');
    return row;
  } catch (error) {
    rethrowAsConflict(error);
  }
}

/**
 * The customer with this mobile, created (role customer, empty details, the
 * number proven at `now`) on a first OTP login or by an operator. Safe under
 * concurrency: the insert does nothing on conflict.
 */
export async function findOrCreateCustomerByMobile(
  db: Executor,
  mobile: string,
  now = new Date(),
): Promise<{ customer: CustomerRow; created: boolean }> {
  const [inserted] = await db
    .insert(customers)
    .values({ mobile, mobileVerifiedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: customers.mobile })
    .returning();
  if (inserted) return { customer: inserted, created: true };
  const existing = await findCustomerByMobile(db, mobile);
  if (!existing) throw new Error(`customer ${mobile} vanished after a conflicting insert`);
  return { customer: existing, created: false };
}

/**
 * Binds customer `id` to its mobile after its owner entered an OTP of it
 * (docs/decisions/003-account-binding.md). An account made before that rule
 * (`mobileVerifiedAt` null) may have been pre-registered by someone else: its
 * password and e-mail are dropped and its pending e-mail links end, so only
 * the number's owner keeps it. Returns the row after the change and whether
 * anything was dropped; callers end the account's other sessions then.
 */
export async function proveMobile(
  tx: Tx,
  id: string,
  now = new Date(),
): Promise<{ customer: CustomerRow; reclaimed: boolean }> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row) throw new Error(`customer ${id} vanished while its mobile was proven`);
  if (row.mobileVerifiedAt) return { customer: row, reclaimed: false };
  const reclaimed = row.passwordHash !== null || row.email !== '';
  const [proven] = await tx
    .update(customers)
    .set({ mobileVerifiedAt: now, passwordHash: null, email: '', emailVerifiedAt: null, updatedAt: now })
    .where(eq(customers.id, id))
    .returning();
  if (!proven) throw new Error(`customer ${id} vanished while its mobile was proven`);
  if (reclaimed) await expirePendingVerifications(tx, id, now);
  return { customer: proven, reclaimed };
}

/** The full profile of GET /api/app/customer/me (contracts customerProfileSchema). */
export function toProfile(row: CustomerRow): CustomerProfile {
  return {
    _id: row.id,
    mobile: row.mobile,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    gender: row.gender,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    pincode: row.pincode,
    role: row.role,
    adminAreas: row.adminAreas,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The SPEC §3 login-lookup customer details (firstname, lastname, email, mobile, userid, pincode). */
export function toDetails(row: CustomerRow): CustomerDetails {
  return {
    firstname: row.firstName,
    lastname: row.lastName,
    email: row.email,
    mobile: row.mobile,
    userid: row.id,
    pincode: row.pincode,
  };
}

/**
 * Remembers `language` as customer `id`'s language for what is sent to them
 * later (e-mails), writing only when it changed. Unknown ids change nothing.
 */
export async function rememberLanguage(db: Executor, id: string, language: MessageLanguage): Promise<void> {
  await db
    .update(customers)
    .set({ language })
    .where(and(eq(customers.id, id), ne(customers.language, language)));
}
