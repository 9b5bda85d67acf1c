/**
 * Test helpers that log in the way a person does: ask for an OTP, read it from
 * the dev outbox, verify it (STYLE: `injectWithLogin` of fastify/demo).
 */
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface LoggedIn {
  /** Bearer access token. */
  token: string;
  /** The customer's record id (`_id`). */
  userId: string;
  /** 10-digit national mobile number. */
  mobile: string;
}

/** A random valid Indian mobile number (10 digits starting 7). */
export function randomMobile(): string {
  return `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * A stable private client address per mobile, so the per-IP OTP limits of one
 * simulated person never spill into another's (each person has their own phone).
 */
export function ipFor(mobile: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(mobile).digest();
  return `10.${a}.${b}.${c}`;
}

/** POST /api/app/customer/user_login for `mobile` from `ip` (default: that person's own address). */
export function requestOtp(app: FastifyInstance, mobile: string, ip = ipFor(mobile)): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/app/customer/user_login',
    payload: { phoneNumber: mobile },
    remoteAddress: ip,
  });
}

/** The newest OTP the sandbox SMS sent to `mobile`, read from GET /api/dev/outbox. Throws when there is none. */
export async function latestOtp(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: mobile } });
  const items = res.json<{ data: { channel: string; code?: string }[] }>().data;
  const code = items.find((item) => item.channel === 'sms' && item.code)?.code;
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}`);
  return code;
}

/**
 * POST /api/app/customer/otp_verify for `mobile` with `otp`, from that
 * person's address; `extra` adds `challengeId` / `signupId`.
 */
export function verifyOtp(
  app: FastifyInstance,
  mobile: string,
  otp: string,
  ip = ipFor(mobile),
  extra: { challengeId?: string; signupId?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/app/customer/otp_verify',
    payload: { phone: mobile, otp, ...extra },
    remoteAddress: ip,
  });
}

/**
 * Logs `mobile` (default: a new random number, i.e. a new customer) in through
 * the OTP flow as the web does (the code named by its challenge id); `signupId`
 * completes a signup. Throws with the server's answer when a step fails.
 * Logging the same number in twice within 30 s hits the resend wait (advance the clock).
 */
export async function loginAs(
  app: FastifyInstance,
  mobile: string = randomMobile(),
  signupId?: string,
): Promise<LoggedIn> {
  const sent = await requestOtp(app, mobile);
  if (sent.statusCode !== 200) throw new Error(`user_login ${sent.statusCode}: ${sent.body}`);
  const challengeId = sent.json<{ challengeId: string }>().challengeId;
  const verified = await verifyOtp(app, mobile, await latestOtp(app, mobile), ipFor(mobile), {
    challengeId,
    ...(signupId ? { signupId } : {}),
  });
  if (verified.statusCode !== 200) throw new Error(`otp_verify ${verified.statusCode}: ${verified.body}`);
  const { accessToken, _id } = verified.json<{ data: { accessToken: string; _id: string } }>().data;
  return { token: accessToken, userId: _id, mobile };
}

/** `app.inject` with `Authorization: Bearer <token>`. */
export function injectAs(
  app: FastifyInstance,
  token: string,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}
