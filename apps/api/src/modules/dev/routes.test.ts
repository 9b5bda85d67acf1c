import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { randomMobile, requestOtp } from '../../test/login.js';
import { writeOutbox } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

describe('GET /api/dev/outbox (sandbox providers)', () => {
  it('lists what was sent to a number, newest first, for any way of writing it', async () => {
    const mobile = randomMobile();
    await writeOutbox(ctx.app.db, { channel: 'sms', to: mobile, body: 'older', code: '1111' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestOtp(ctx.app, mobile);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: `+91 ${mobile}` } });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(true);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ channel: 'sms', to: mobile, code: expect.stringMatching(/^\d{4}$/) });
    expect(data[0].body).toContain(data[0].code);
    expect(data[1]).toMatchObject({ body: 'older', code: '1111' });
  });

  it('finds e-mails by address, in any case, even with digits in it', async () => {
    await writeOutbox(ctx.app.db, { channel: 'email', to: 'Ravi.9876543210@Example.in', subject: 'Hi', body: 'x' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { to: 'ravi.9876543210@example.in' },
    });
    expect(res.json().data).toEqual([
      { channel: 'email', to: 'ravi.9876543210@example.in', subject: 'Hi', body: 'x', createdAt: expect.any(String) },
    ]);
  });

  it('needs a recipient (400)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, success: false });
  });
});

describe('GET /api/dev/outbox without sandboxes', () => {
  it.each([
    ['a real SMS provider', { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'x', MSG91_TEMPLATE_ID: 'y' }],
    ['a real e-mail provider', { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['production', { NODE_ENV: 'production', SERVE_WEB: 'false' }],
  ])('does not exist with %s (404)', async (_name, env) => {
    const other = await createTestApp({ env });
    expect(other.config.devOutbox).toBe(false);
    const res = await other.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: '9876543210' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, success: false, message: 'Not found.' });
    await other.app.close();
  });
});
