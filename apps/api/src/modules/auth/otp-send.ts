/**
 * Sending a login OTP (POST /api/app/customer/user_login, SPEC §7). The answer
 * is the same for registered and new numbers. Each code belongs to a
 * challenge whose id only the requester gets; a device remembered on the
 * number gets its own sends (docs/decisions/004-otp-and-password-limits.md).
 */
import { randomBytes } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, OTP_TTL_SECONDS } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { SmsProvider } from '../../providers/types.js';
import { isRememberedDevice } from './devices.js';
import { generateOtp, hashOtp, lockNumber } from './otp-code.js';
import { assertSendAllowed } from './otp-limits.js';
import { otpCodes } from './tables.js';

export interface OtpSender {
  db: Db;
  sms: SmsProvider;
  otpSecret: string;
  log: FastifyBaseLogger;
}

/**
 * Sends a new code to `mobile` (10-digit national number) for a request from
 * `ip`, holding `deviceToken` when the device logged in on that number before.
 * Returns the challenge id (base64url, 16 random bytes) that names this code
 * at verify. The code row is committed before the SMS goes out, so a code the
 * customer receives always exists. Throws 429 (per-IP or per-number send
 * limit, 30 s resend wait) and 502 MESSAGES.failedToSendOtp when the provider
 * fails; that code is then marked failed and never verifies.
 */
export async function sendLoginOtp(deps: OtpSender, mobile: string, ip: string, deviceToken?: string): Promise<string> {
  const challenge = randomBytes(16).toString('base64url');
  const { id, code } = await deps.db.transaction(async (tx) => {
    await lockNumber(tx, mobile);
    const now = new Date();
    const trusted = deviceToken ? await isRememberedDevice(tx, mobile, deviceToken, now) : false;
    await assertSendAllowed(tx, mobile, ip, trusted, now);
    const code = generateOtp();
    const [row] = await tx
      .insert(otpCodes)
      .values({
        phone: mobile,
        codeHash: hashOtp(deps.otpSecret, mobile, code),
        challenge,
        trusted,
        ip,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning({ id: otpCodes.id });
    if (!row) throw new Error('insert returned no otp code');
    return { id: row.id, code };
  });

  try {
    await deps.sms.sendOtp(mobile, code);
  } catch (err) {
    deps.log.error({ err, provider: deps.sms.name }, 'OTP SMS not sent');
    await deps.db.update(otpCodes).set({ failedAt: new Date() }).where(eq(otpCodes.id, id));
    throw httpErrors.badGateway(MESSAGES.failedToSendOtp);
  }
  return challenge;
}
