/**
 * Giving a registration's details, e-mail and password to the account whose
 * mobile was just proven by OTP (docs/decisions/003-account-binding.md): the
 * last step of both a signup (SPEC §7 user_signup, then otp_verify) and a
 * Milan Sathi registration (POST /api/auth/register with `otp`). An e-mail
 * that belongs to another account is not attached and not revealed: when that
 * account verified it, its owner gets a "you already have an account" e-mail
 * instead (an unverified address may not be that account's to be told).
 */
import { httpErrors } from '@fastify/sensible';
import { MESSAGES } from '@seva/contracts';
import type { Tx } from '../../db/client.js';
import { violatedConstraint } from '../../db/errors.js';
import {
  findCustomerByEmail,
  issueEmailVerification,
  lockCustomer,
  sendVerificationEmail,
  updateCustomer,
  type CustomerRow,
  type VerificationMailer,
} from '../customers/service.js';
import type { Attach } from './otp-verify.js';
import { takeSignup } from './signup.js';
import type { SignupDetails } from './tables.js';

/** What to e-mail once the transaction that attached a registration has committed. */
export type RegistrationMail = { kind: 'verify'; email: string; token: string } | { kind: 'exists'; email: string };

/** Profile fields a registration fills, only where the customer left them blank. */
function blanksFilled(row: CustomerRow, details: SignupDetails): Partial<CustomerRow> {
  const fill = <K extends 'firstName' | 'lastName' | 'state' | 'city' | 'address' | 'pincode'>(key: K) =>
    row[key] ? {} : details[key] ? { [key]: details[key] } : {};
  return {
    ...fill('firstName'),
    ...fill('lastName'),
    ...fill('state'),
    ...fill('city'),
    ...fill('address'),
    ...fill('pincode'),
    ...(row.gender === null && details.gender ? { gender: details.gender } : {}),
  };
}

/**
 * Gives `details` and `passwordHash` to customer `customerId` inside `tx`:
 * blank profile fields are filled; e-mail and password are set unless the
 * account has a password already (then `onExistingPassword` decides: 'keep'
 * leaves both as they are, 'conflict' throws 409 accountAlreadyHasPassword)
 * or the e-mail is another account's (then neither is set, and its owner is
 * told only if that account verified it). The e-mail stays
 * verified only if it is the address the customer had verified. Returns the
 * mail to send after commit, or null. Throws 409 emailAlreadyRegistered when
 * another account took the e-mail during this transaction.
 */
export async function attachRegistration(
  tx: Tx,
  customerId: string,
  details: SignupDetails,
  passwordHash: string,
  onExistingPassword: 'keep' | 'conflict',
  now: Date,
): Promise<RegistrationMail | null> {
  const row = await lockCustomer(tx, customerId);
  if (!row) throw new Error(`customer ${customerId} vanished while registering`);
  const blanks = blanksFilled(row, details);
  if (row.passwordHash && onExistingPassword === 'conflict') {
    throw httpErrors.conflict(MESSAGES.accountAlreadyHasPassword);
  }
  const owner = await findCustomerByEmail(tx, details.email);
  if (row.passwordHash || (owner && owner.id !== customerId)) {
    await updateCustomer(tx, customerId, blanks, now);
    return owner && owner.id !== customerId && owner.emailVerifiedAt ? { kind: 'exists', email: details.email } : null;
  }
  const keepsVerified = row.email === details.email && row.emailVerifiedAt !== null;
  try {
    await updateCustomer(
      tx,
      customerId,
      {
        ...blanks,
        email: details.email,
        emailVerifiedAt: keepsVerified ? row.emailVerifiedAt : null,
        passwordHash,
      },
      now,
    );
  } catch (error) {
    if (violatedConstraint(error) === 'customers_email_key') {
      throw httpErrors.conflict(MESSAGES.emailAlreadyRegistered);
    }
    throw error;
  }
  if (keepsVerified) return null;
  return {
    kind: 'verify',
    email: details.email,
    token: await issueEmailVerification(tx, customerId, details.email, now),
  };
}

/**
 * The OTP login's `attach` that completes signup `signupId` (POST
 * /api/app/customer/otp_verify): the signup made for this number by the
 * browser now proving it becomes the account's details, e-mail and password
 * (an existing password is kept). Nothing happens without `signupId`, or for
 * one that is unknown, expired, used or another number's (docs/decisions/003).
 */
export function completeSignup(signupId: string | undefined, phone: string): Attach<RegistrationMail | null> {
  return async (tx, customer, now) => {
    const signup = signupId ? await takeSignup(tx, signupId, phone, now) : null;
    return signup ? attachRegistration(tx, customer.id, signup.details, signup.passwordHash, 'keep', now) : null;
  };
}

/**
 * Sends `mail` (see attachRegistration). Returns false (and logs) when the
 * provider refuses: the account is committed and valid without it.
 */
export async function sendRegistrationMail(
  mailer: VerificationMailer,
  mail: RegistrationMail | null,
): Promise<boolean> {
  if (!mail) return true;
  if (mail.kind === 'verify') return sendVerificationEmail(mailer, mail.email, mail.token);
  try {
    await mailer.email.send({
      to: mail.email,
      subject: 'You already have a Seva account',
      text: `Namaste,\n\nSomeone, perhaps you, tried to create a Seva account with this e-mail address, which already belongs to an account. It was not added to the new account.\n\nTo get into your account, log in with your mobile number and OTP, or use "Forgot password?" under "Login to Milan Sathi" at ${mailer.publicUrl}/milan-sathi\n\nIf it was not you, you can ignore this e-mail: nothing changed on your account.`,
    });
    return true;
  } catch (err) {
    mailer.log.error({ err, provider: mailer.email.name }, 'account-exists email not sent');
    return false;
  }
}
