import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RETENTION } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { loginAs, randomMobile, requestOtp } from '../../test/login.js';
import { purgeSecurityLogs } from './service.js';
import { otpCodes } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => vi.useRealTimers());

const codesOf = (mobile: string) => ctx.app.db.select().from(otpCodes).where(eq(otpCodes.phone, mobile));

describe('the security logs’ retention (privacy policy §5)', () => {
  it(`deletes OTP records older than ${RETENTION.securityLogsYears} year, keeps younger ones, and the owner still logs in`, async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    expect((await requestOtp(ctx.app, mobile)).statusCode).toBe(200);
    expect(await codesOf(mobile)).toHaveLength(1);

    advance(RETENTION.securityLogsYears * 365 * 24 * 3600 - 3600);
    await purgeSecurityLogs(ctx.app.db);
    expect(await codesOf(mobile), 'a record not yet a year old stays').toHaveLength(1);

    advance(2 * 24 * 3600);
    expect((await requestOtp(ctx.app, mobile)).statusCode).toBe(200);
    expect(await purgeSecurityLogs(ctx.app.db)).toBeGreaterThanOrEqual(1);
    const left = await codesOf(mobile);
    expect(left).toHaveLength(1);
    expect(left[0]!.createdAt.getTime()).toBe(Date.now());

    advance(31);
    const again = await loginAs(ctx.app, mobile);
    expect(again.token).toEqual(expect.any(String));
  });
});
