/**
 * Registration with e-mail + password (POST /api/auth/register, SPEC §7; the
 * Milan Sathi issue "One person, one account"; docs/decisions/003). The
 * mobile is proven first, whoever owns it:
 *  - without `otp`: an OTP is texted to the mobile and the answer is 409
 *    `otp_required` with its `challengeId`, the same for a new number and a
 *    registered one;
 *  - with the right `otp` (and that `challengeId`): the number's account (created now when it is new)
 *    gets the details, e-mail and password (attachRegistration), and a session.
 * A number whose account has a password already answers 409 after its OTP;
 * an e-mail of another account is not attached and its owner is told by mail.
 */
import argon2 from 'argon2';
import { httpErrors } from '@fastify/sensible';
import type { z } from 'zod';
import { MESSAGES, type registerBodySchema } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { withReason } from '../../plugins/errors.js';
import type { VerificationMailer } from '../customers/service.js';
import { sendLoginOtp, type OtpSender } from './otp-send.js';
import { verifyLoginOtp, type LoginResult } from './otp-verify.js';
import { personalWords, assertStrongPassword } from './password-strength.js';
import { attachRegistration, sendRegistrationMail } from './registration.js';
import type { ClientInfo } from './sessions.js';
import { detailsOf } from './signup.js';

export type Registration = z.output<typeof registerBodySchema>;

/** The `error` of the 409 that asks for the OTP sent to the mobile. */
export const OTP_REQUIRED = 'otp_required';

export interface Registrar {
  db: Db;
  mailer: VerificationMailer;
  /** Sends the OTP that proves the mobile (same limits as the OTP login). */
  otp: OtpSender;
  otpSecret: string;
}

/**
 * Registers `body` from `client` (see the module comment); returns the OTP
 * login that opened the session. Throws 400 passwordTooWeak; 409
 * otpRequiredToLink with `error: 'otp_required'` (after texting the OTP),
 * accountAlreadyHasPassword, emailAlreadyRegistered (a race for the e-mail);
 * the OTP login's 400/429/502 answers for a wrong, expired or unsendable code.
 */
export async function register(deps: Registrar, body: Registration, client: ClientInfo): Promise<LoginResult<unknown>> {
  await assertStrongPassword(body.password, personalWords(body));
  if (!body.otp) {
    const challengeId = await sendLoginOtp(deps.otp, body.phone, client.ip, body.deviceToken);
    throw withReason(httpErrors.conflict(MESSAGES.otpRequiredToLink), OTP_REQUIRED, challengeId);
  }

  // Hash first (slow on purpose), so a wrong OTP is the only thing left that can fail after the code is used.
  const passwordHash = await argon2.hash(body.password, { type: argon2.argon2id });
  const login = await verifyLoginOtp({ db: deps.db, otpSecret: deps.otpSecret }, body.phone, body.otp, client, {
    challengeId: body.challengeId,
    attach: (tx, customer, now) => attachRegistration(tx, customer.id, detailsOf(body), passwordHash, 'conflict', now),
  });
  await sendRegistrationMail(deps.mailer, login.attached);
  return login;
}
