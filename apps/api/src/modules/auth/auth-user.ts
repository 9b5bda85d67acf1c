/**
 * The `{ token, user }` answer of the e-mail + password calls (SPEC §3 "Email/
 * password login result: token and user (with _id)"; contracts authResultSchema).
 */
import type { AuthUser } from '@seva/contracts';
import type { Executor } from '../customers/service.js';
import { getCustomer } from '../customers/service.js';
import { findProfile } from '../milan/service.js';

/**
 * The `user` of customer `customerId`: names, e-mail, mobile, whether the
 * e-mail is verified and whether a Milan Sathi profile exists. Throws when
 * the customer does not exist (callers have just logged them in).
 */
export async function authUserOf(db: Executor, customerId: string): Promise<AuthUser> {
  const customer = await getCustomer(db, customerId);
  if (!customer) throw new Error(`customer ${customerId} vanished after login`);
  const profile = await findProfile(db, customerId);
  return {
    _id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.mobile,
    emailVerified: customer.emailVerifiedAt !== null,
    hasProfile: profile !== undefined,
  };
}
