/**
 * Test helpers for the e-mail + password calls (register, login, forgot and
 * reset password), through HTTP like a person's browser.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterBody } from '@seva/contracts';
import { latestOtp, randomMobile } from './login.js';

/** A password zxcvbn scores 4 for anyone. */
export const STRONG_PASSWORD = 'Ganga-aarti at dusk 108';

/** A random address of 198.18.0.0/15 (benchmark range), so per-IP route limits never meet across tests. */
export function randomIp(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A valid registration for a new mobile and e-mail; `overrides` win. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const n = randomInt(1_000_000_000);
  return {
    firstName: 'Ananya',
    lastName: 'Rao',
    email: `ananya.${n}@example.in`,
    gender: 'female',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    address: '4 Temple Road',
    pincode: '560001',
    phone: randomMobile(),
    countryCode: '+91',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

export function registerAccount(
  app: FastifyInstance,
  payload: object,
  ip = randomIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
}

/**
 * Registers `body` the way a person does: the first call texts an OTP (409
 * otp_required with its challengeId), the second sends both. Answers the second call; throws when
 * the first did not ask for the OTP.
 */
export async function registerProven(
  app: FastifyInstance,
  body: RegisterBody,
  ip = randomIp(),
): Promise<LightMyRequestResponse> {
  const asked = await registerAccount(app, body, ip);
  const { error, challengeId } = asked.json<{ error?: string; challengeId?: string }>();
  if (error !== 'otp_required') throw new Error(`register ${asked.statusCode}: ${asked.body}`);
  return registerAccount(app, { ...body, otp: await latestOtp(app, body.phone), challengeId }, ip);
}

export function passwordLogin(app: FastifyInstance, payload: object, ip = randomIp()): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
}

/** The bodies of what the dev outbox holds for `to` (mobile or e-mail), newest first. */
export async function outboxBodies(app: FastifyInstance, to: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  return res.json<{ data: { body: string }[] }>().data.map((item) => item.body);
}

/** The token of the newest `/<page>?token=` link e-mailed to `email`; throws when there is none. */
export async function linkToken(app: FastifyInstance, email: string, page: string): Promise<string> {
  for (const body of await outboxBodies(app, email)) {
    const token = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(body)?.[1];
    if (token) return token;
  }
  throw new Error(`no /${page} link for ${email}`);
}
