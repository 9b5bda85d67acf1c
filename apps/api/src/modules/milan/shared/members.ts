/**
 * Reading a Milan Sathi member, as every part of Milan Sathi does: the
 * profile row (keyed by the customer's id) and, for the pages, the customer
 * fields beside it (the name, mobile and e-mail stay on the customer).
 * Saving a profile is profiles/profiles.ts.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { runPrepared } from '../../../db/prepared.js';
import { getCustomer } from '../../customers/service.js';
import { milanProfiles, type MilanProfileRow } from '../tables.js';

/** A database handle or an open transaction. */
export type Executor = Db | Tx;

/** A profile with the customer fields the pages need. */
export interface Member {
  profile: MilanProfileRow;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  emailVerified: boolean;
}

/** The member `customerId` (profile and customer fields), suspended or not; undefined without a profile. */
export async function findMember(db: Executor, customerId: string): Promise<Member | undefined> {
  const [profile, customer] = await Promise.all([findProfile(db, customerId), getCustomer(db, customerId)]);
  if (!profile || !customer) return undefined;
  return {
    profile,
    firstName: customer.firstName,
    lastName: customer.lastName,
    mobile: customer.mobile,
    email: customer.email,
    emailVerified: customer.emailVerifiedAt !== null,
  };
}

/** The profile row of `customerId`, or undefined. */
export async function findProfile(db: Executor, customerId: string): Promise<MilanProfileRow | undefined> {
  // Prepared: with the table's many search indexes, planning this one-row read took longer than running it.
  const [row] = await runPrepared(
    db.select().from(milanProfiles).where(eq(milanProfiles.customerId, customerId)).limit(1),
  );
  return row;
}
