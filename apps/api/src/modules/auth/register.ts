/**
 * Registration with e-mail + password (POST /api/auth/register, SPEC §7; the
 * Milan Sathi issue "One person, one account"):
 *  - a new mobile: a new customer (the signup of signup.ts) and a session;
 *  - the mobile of a customer without a password (an OTP account): the first
 *    call texts an OTP to that mobile and answers 409 `otp_required`; the call
 *    with the right `otp` adds e-mail + password to that same customer;
 *  - the mobile of a customer who already has a password: 409.
 * Every path ends with a verification link to the e-mail (unless that address
 * is already verified on the account).
 */
import argon2 from 'argon2';
import { httpErrors } from '@fastify/sensible';
import type { z } from 'zod';
import { MESSAGES, type registerBodySchema } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { violatedConstraint } from '../../db/errors.js';
import { withReason } from '../../plugins/errors.js';
import {
  findCustomerByEmail,
  findCustomerByMobile,
  issueEmailVerification,
  lockCustomer,
  sendVerificationEmail,
  updateCustomer,
  type CustomerRow,
  type VerificationMailer,
} from '../customers/service.js';
import { sendLoginOtp, type OtpSender } from './otp-send.js';
import { verifyLoginOtp } from './otp-verify.js';
import { personalWords, assertStrongPassword } from './password-strength.js';
import { createSession, revokeSession, type ClientInfo } from './sessions.js';
import { signUp } from './signup.js';

export type Registration = z.output<typeof registerBodySchema>;

/** The `error` of the 409 that asks for the OTP sent to the mobile. */
export const OTP_REQUIRED = 'otp_required';

export interface Registrar {
  db: Db;
  mailer: VerificationMailer;
  /** Sends the linking OTP (same limits as the OTP login). */
  otp: OtpSender;
  otpSecret: string;
}

/** A registered (or linked) customer, logged in with a new session. */
export interface Registered {
  customerId: string;
  sessionId: string;
  /** True when an existing OTP customer got e-mail + password (no new customer). */
  linked: boolean;
}

/** Profile fields a registration fills on a linked customer, only where the customer left them blank. */
function blanksFilled(row: CustomerRow, body: Registration): Partial<CustomerRow> {
  const fill = <K extends 'firstName' | 'lastName' | 'state' | 'city' | 'address' | 'pincode'>(key: K) =>
    row[key] ? {} : body[key] ? { [key]: body[key] } : {};
  return {
    ...fill('firstName'),
    ...fill('lastName'),
    ...fill('state'),
    ...fill('city'),
    ...fill('address'),
    ...fill('pincode'),
    ...(row.gender === null && body.gender ? { gender: body.gender } : {}),
  };
}

/**
 * Adds e-mail + argon2id `passwordHash` to customer `customerId` (whose OTP was
 * just verified) and fills its blank names and address fields. The e-mail
 * stays verified only if it is the address the customer had already
 * verified. Returns the verification token to e-mail, or null when none is due.
 * Throws 409 accountAlreadyHasPassword (a password appeared meanwhile) or
 * emailAlreadyRegistered (another customer took the e-mail meanwhile).
 */
async function linkPassword(
  db: Db,
  customerId: string,
  body: Registration,
  passwordHash: string,
  now: Date,
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockCustomer(tx, customerId);
      if (!row || row.passwordHash) throw httpErrors.conflict(MESSAGES.accountAlreadyHasPassword);
      const keepsVerified = row.email === body.email && row.emailVerifiedAt !== null;
      await updateCustomer(
        tx,
        customerId,
        {
          ...blanksFilled(row, body),
          email: body.email,
          emailVerifiedAt: keepsVerified ? row.emailVerifiedAt : null,
          passwordHash,
        },
        now,
      );
      return keepsVerified ? null : issueEmailVerification(tx, customerId, body.email, now);
    });
  } catch (error) {
    if (violatedConstraint(error) === 'customers_email_key') {
      throw httpErrors.conflict(MESSAGES.emailAlreadyRegistered);
    }
    throw error;
  }
}

/**
 * Registers `body` from `client` (see the module comment). Throws 400
 * passwordTooWeak; 409 emailAlreadyRegistered, phoneAlreadyRegistered (a race
 * with an OTP login), accountAlreadyHasPassword, or otpRequiredToLink with
 * `error: 'otp_required'` (after texting the OTP); the OTP login's 400/429/502
 * answers for a wrong, expired or unsendable code.
 */
export async function register(deps: Registrar, body: Registration, client: ClientInfo): Promise<Registered> {
  assertStrongPassword(body.password, personalWords(body));

  const existing = await findCustomerByMobile(deps.db, body.phone);
  if (!existing) {
    const customerId = await signUp(deps.db, deps.mailer, body);
    const sessionId = await createSession(deps.db, customerId, client);
    return { customerId, sessionId, linked: false };
  }

  if (existing.passwordHash) throw httpErrors.conflict(MESSAGES.accountAlreadyHasPassword);
  const owner = await findCustomerByEmail(deps.db, body.email);
  if (owner && owner.id !== existing.id) throw httpErrors.conflict(MESSAGES.emailAlreadyRegistered);
  if (!body.otp) {
    await sendLoginOtp(deps.otp, body.phone, client.ip);
    throw withReason(httpErrors.conflict(MESSAGES.otpRequiredToLink), OTP_REQUIRED);
  }

  // Hash first (slow on purpose), so a wrong OTP is the only thing left that can fail after the code is used.
  const passwordHash = await argon2.hash(body.password, { type: argon2.argon2id });
  // The OTP login's own check: newest code only, wrong tries counted, single use; opens the session.
  const login = await verifyLoginOtp({ db: deps.db, otpSecret: deps.otpSecret }, body.phone, body.otp, client);
  let token: string | null;
  try {
    token = await linkPassword(deps.db, login.customerId, body, passwordHash, new Date());
  } catch (error) {
    // The session was opened for an answer the caller will never get.
    await revokeSession(deps.db, login.customerId, login.sessionId);
    throw error;
  }
  if (token) await sendVerificationEmail(deps.mailer, body.email, token);
  return { customerId: login.customerId, sessionId: login.sessionId, linked: true };
}
