/** Answers in the request's language (issue 21): successes, errors, validation, q-values, fallbacks, cached reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGES_HI, MESSAGE_TEMPLATES_HI } from '@seva/contracts';
import sensible from '@fastify/sensible';
import Fastify from 'fastify';
import { createTestApp, type TestContext } from '../test/app.js';
import messageLanguage from './message-language.js';
import { injectAs, ipFor, latestOtp, loginAs, randomMobile } from '../test/login.js';
import { DELIVERY_ADDRESS } from '../test/shop.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

/** POST `url` with `payload` from `mobile`'s address, asking for `language` (no header when undefined). */
function post(url: string, payload: object, mobile: string, language?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ipFor(mobile),
    headers: language === undefined ? {} : { 'accept-language': language },
  });
}

const sendOtp = (mobile: string, language?: string) =>
  post('/api/app/customer/user_login', { phoneNumber: mobile }, mobile, language);

describe('Accept-Language', () => {
  it('answers the OTP sent in Hindi, and in the SPEC English without the header', async () => {
    const hindi = await sendOtp(randomMobile(), 'hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().message).toBe(MESSAGES_HI.otpSent);
    expect(hindi.headers.vary).toMatch(/accept-language/i);

    const english = await sendOtp(randomMobile());
    expect(english.json().message).toBe('OTP Sent Successfully.');
    expect(english.headers.vary).toMatch(/accept-language/i);
  });

  it('answers a wrong OTP in Hindi with hi, in English without', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const code = await latestOtp(ctx.app, mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const hindi = await post('/api/app/customer/otp_verify', { phone: mobile, otp: wrong }, mobile, 'hi');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({ status: false, success: false, message: MESSAGES_HI.otpInvalid });
    const english = await post('/api/app/customer/otp_verify', { phone: mobile, otp: wrong }, mobile);
    expect(english.json()).toEqual({ status: false, success: false, message: MESSAGES.otpInvalid });
  });

  it('fills a template in Hindi (the OTP resend wait)', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const again = await sendOtp(mobile, 'hi-IN');
    expect(again.statusCode).toBe(429);
    const seconds = /(\d+)/.exec(again.json().message)?.[1];
    expect(again.json().message).toBe(MESSAGE_TEMPLATES_HI.resend(Number(seconds)));
  });

  it('answers a validation error carrying a catalogue text in Hindi', async () => {
    const mobile = randomMobile();
    const res = await post('/api/app/customer/otp_verify', { phone: mobile, otp: '12' }, mobile, 'hi');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES_HI.enterOtp);
    const login = await post('/api/auth/login', { email: 'asha@example.com' }, mobile, 'hi');
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(MESSAGES_HI.enterPassword);
  });

  it('answers a customer form’s validation error in Hindi (issue 21: the contracts’ own texts)', async () => {
    const { token, userId } = await loginAs(ctx.app);
    const addAddress = (language?: string) =>
      injectAs(ctx.app, token, {
        method: 'POST',
        url: '/api/e-commerce/add_address',
        payload: { userId, name: 'Asha Verma', ...DELIVERY_ADDRESS, city: ' ' },
        headers: language === undefined ? {} : { 'accept-language': language },
      });
    const hindi = await addAddress('hi');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({ status: false, success: false, message: MESSAGES_HI.enterCity });
    expect(hindi.json().message).toBe('कृपया शहर डालें।');
    const english = await addAddress();
    expect(english.json().message).toBe('Please enter the city.');
  });

  it('picks Hindi from q-values, and falls back to English for other languages', async () => {
    const preferred = await sendOtp(randomMobile(), 'en;q=0.5, hi');
    expect(preferred.json().message).toBe(MESSAGES_HI.otpSent);
    const refused = await sendOtp(randomMobile(), 'hi;q=0, en');
    expect(refused.json().message).toBe(MESSAGES.otpSent);
    const unknown = await sendOtp(randomMobile(), 'fr-FR, de;q=0.8');
    expect(unknown.json().message).toBe(MESSAGES.otpSent);
  });

  it('answers an unknown call in Hindi', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES_HI.notFound);
  });
});

describe('cached reads', () => {
  it('serves a cached public read the same bytes in either language, and its errors each in their own', async () => {
    const hindi = await ctx.app.inject({
      method: 'GET',
      url: '/api/app/customer/get_all_yatra',
      headers: { 'accept-language': 'hi' },
    });
    const english = await ctx.app.inject({ method: 'GET', url: '/api/app/customer/get_all_yatra' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(hindi.body);
    expect(english.headers.etag).toBe(hindi.headers.etag);

    const missing = {
      method: 'POST',
      url: '/api/app/customer/yatra_details_by_id',
      payload: { id: '0'.repeat(24) },
    } as const;
    const hindiMissing = await ctx.app.inject({ ...missing, headers: { 'accept-language': 'hi' } });
    const englishMissing = await ctx.app.inject(missing);
    expect(hindiMissing.statusCode).toBe(404);
    expect(hindiMissing.json().message).toBe(MESSAGES_HI.yatraNotFound);
    expect(englishMissing.json().message).toBe('This yatra is not available any more. Please choose another.');
    expect(hindiMissing.headers.vary).toMatch(/accept-language/i);
  });
});

describe('the plugin alone', () => {
  it('keeps a text outside the catalogue, and a cached read’s 200, as they are', async () => {
    const app = Fastify();
    await app.register(sensible);
    await app.register(messageLanguage);
    app.get('/outside', async () => ({ message: 'Not a catalogue text.' }));
    app.get('/cached', { config: { publicRead: true } }, async () => ({ message: MESSAGES.otpSent }));
    app.get('/plain', async () => ({ message: MESSAGES.otpSent }));
    const hi = { 'accept-language': 'hi' };
    try {
      expect((await app.inject({ url: '/outside', headers: hi })).json().message).toBe('Not a catalogue text.');
      const cached = await app.inject({ url: '/cached', headers: hi });
      expect(cached.json().message).toBe(MESSAGES.otpSent);
      expect(cached.headers.vary).toBeUndefined();
      const plain = await app.inject({ url: '/plain', headers: hi });
      expect(plain.json().message).toBe(MESSAGES_HI.otpSent);
      expect(plain.headers.vary).toBe('Accept-Language');
    } finally {
      await app.close();
    }
  });
});
