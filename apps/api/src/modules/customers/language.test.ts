import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { ipFor, latestOtp, randomMobile, requestOtp } from '../../test/login.js';
import { customers } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

/** Signs `mobile` in by OTP with `acceptLanguage`; answers the language then kept for the customer. */
async function signInWith(mobile: string, acceptLanguage: string): Promise<string | undefined> {
  const challengeId = (await requestOtp(ctx.app, mobile)).json<{ challengeId: string }>().challengeId;
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/customer/otp_verify',
    headers: { 'accept-language': acceptLanguage },
    payload: { phone: mobile, otp: await latestOtp(ctx.app, mobile), challengeId },
    remoteAddress: ipFor(mobile),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const [row] = await ctx.app.db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.mobile, mobile));
  return row?.language;
}

describe('the language kept for what is sent later (issue 22 with issue 21)', () => {
  it('is the one the customer signs in with', async () => {
    expect(await signInWith(randomMobile(), 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(await signInWith(randomMobile(), 'en-IN')).toBe('en');
  });
});
