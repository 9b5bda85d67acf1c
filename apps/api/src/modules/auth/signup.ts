/**
 * Signup (POST /api/app/customer/user_signup, SPEC §3 payload): a customer
 * with an argon2id password and an e-mail verification link.
 */
import argon2 from 'argon2';
import { httpErrors } from '@fastify/sensible';
import type { z } from 'zod';
import { MESSAGES, type signupBodySchema } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import {
  createCustomer,
  findCustomerByEmail,
  findCustomerByMobile,
  issueEmailVerification,
  sendVerificationEmail,
  type VerificationMailer,
} from '../customers/service.js';

export type Signup = z.output<typeof signupBodySchema>;

/**
 * Creates the customer for `body` and e-mails the verification link.
 * Throws 409 phoneAlreadyRegistered / emailAlreadyRegistered. Returns the new
 * customer id.
 */
export async function signUp(db: Db, mailer: VerificationMailer, body: Signup): Promise<string> {
  // Hashing is slow on purpose (argon2id); do it before the transaction so it holds no locks meanwhile.
  const passwordHash = await argon2.hash(body.password, { type: argon2.argon2id });
  const now = new Date();
  const { customerId, token } = await db.transaction(async (tx) => {
    if (await findCustomerByMobile(tx, body.phone)) throw httpErrors.conflict(MESSAGES.phoneAlreadyRegistered);
    if (await findCustomerByEmail(tx, body.email)) throw httpErrors.conflict(MESSAGES.emailAlreadyRegistered);
    const customer = await createCustomer(
      tx,
      {
        mobile: body.phone,
        countryCode: body.countryCode,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        passwordHash,
        gender: body.gender ?? null,
        country: body.country,
        state: body.state,
        city: body.city,
        address: body.address,
        pincode: body.pincode,
      },
      now,
    );
    const token = await issueEmailVerification(tx, customer.id, customer.email, now);
    return { customerId: customer.id, token };
  });
  // The account is committed before the e-mail goes out. If sending fails the
  // account still exists (sendVerificationEmail logs it): the customer can log
  // in with OTP, and changing the e-mail in the profile sends a new link.
  await sendVerificationEmail(mailer, body.email, token);
  return customerId;
}
