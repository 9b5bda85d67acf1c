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

describe('/api/dev/* from another machine', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: '9876543210' }, remoteAddress, headers });

  it('answers only this machine: other clients get the 404 of a missing route', async () => {
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await outbox(local)).statusCode, local).toBe(200);
    for (const remote of ['203.0.113.9', '10.1.2.3', '192.168.1.20', '::ffff:203.0.113.9', 'fe80::1']) {
      const res = await outbox(remote);
      expect(res.statusCode, remote).toBe(404);
      expect(res.json()).toEqual({ status: false, success: false, message: 'Not found.' });
    }
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox/checkout',
      payload: { order_id: 'order_x', outcome: 'success' },
      remoteAddress: '203.0.113.9',
    });
    expect(checkout.statusCode).toBe(404);
    const encoded = await ctx.app.inject({
      method: 'GET',
      url: '/api/%64ev/outbox?to=9876543210',
      remoteAddress: '203.0.113.9',
    });
    expect(encoded.statusCode).toBe(404);
  });

  it('is not fooled by X-Forwarded-For: a proxy on this machine passing a remote client stays remote', async () => {
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.2' })).statusCode).toBe(200);
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
