/**
 * Sending a login OTP (POST /api/app/customer/user_login, SPEC §7). The answer
 * is the same for registered and new numbers: nothing here looks at customers.
 */
import { httpErrors } from '@fastify/sensible';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, OTP_TTL_SECONDS } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { SmsProvider } from '../../providers/types.js';
import { generateOtp, hashOtp, lockNumber } from './otp-code.js';
import { assertSendAllowed, assertTriesLeft } from './otp-limits.js';
import { otpCodes } from './tables.js';

export interface OtpSender {
  db: Db;
  sms: SmsProvider;
  otpSecret: string;
  log: FastifyBaseLogger;
}

/**
 * Sends a new code to `mobile` (10-digit national number) for a request from
 * `ip`. The code row is committed before the SMS goes out, so a code the
 * customer receives always exists. Throws 429 (hourly wrong-try lock, per-IP
 * or per-number send limit, 30 s resend wait) and 502 MESSAGES.failedToSendOtp
 * when the provider fails; that code is then marked failed and never verifies.
 */
export async function sendLoginOtp(deps: OtpSender, mobile: string, ip: string): Promise<void> {
  const { id, code } = await deps.db.transaction(async (tx) => {
    await lockNumber(tx, mobile);
    const now = new Date();
    await assertTriesLeft(tx, mobile, now);
    await assertSendAllowed(tx, mobile, ip, now);
    const code = generateOtp();
    const [row] = await tx
      .insert(otpCodes)
      .values({
        phone: mobile,
        codeHash: hashOtp(deps.otpSecret, mobile, code),
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
}
