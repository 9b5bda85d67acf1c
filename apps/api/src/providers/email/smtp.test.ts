import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { createTestApp } from '../../test/app.js';
import { randomMobile } from '../../test/login.js';
import { ProviderError } from '../types.js';
import { createSmtpEmail } from './smtp.js';

interface Captured {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP stand-in: plain text, no auth; captures every message, or refuses recipients at `refuse`. */
let server: SMTPServer;
let url: string;
let captured: Captured[] = [];
const refuse = 'bounce@example.in';

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === refuse ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        captured.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  captured = [];
});

describe('SMTP e-mail adapter', () => {
  it('delivers the message to the SMTP server', async () => {
    const email = createSmtpEmail({ url, from: 'Seva <no-reply@seva.example.in>' });
    await email.send({ to: 'priya@example.in', subject: 'Namaste', text: 'Jai Shri Ram' });
    expect(captured).toHaveLength(1);
    expect(captured[0]?.from).toBe('no-reply@seva.example.in');
    expect(captured[0]?.to).toEqual(['priya@example.in']);
    expect(captured[0]?.raw).toContain('Subject: Namaste');
    expect(captured[0]?.raw).toContain('Jai Shri Ram');
  });

  it('throws ProviderError when the server refuses or cannot be reached', async () => {
    const email = createSmtpEmail({ url, from: 'no-reply@seva.example.in' });
    await expect(email.send({ to: refuse, subject: 's', text: 't' })).rejects.toBeInstanceOf(ProviderError);
    const nowhere = createSmtpEmail({ url: 'smtp://127.0.0.1:1', from: 'no-reply@seva.example.in' });
    await expect(nowhere.send({ to: 'a@example.in', subject: 's', text: 't' })).rejects.toBeInstanceOf(ProviderError);
  });

  it('carries the signup verification link when EMAIL_PROVIDER=smtp', async () => {
    // The SMS goes to a stand-in that keeps the code: the signup's account is made by the OTP login.
    const texted = new Map<string, string>();
    const { app, config } = await createTestApp({
      env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: url },
      providers: {
        sms: { name: 'msg91', sendOtp: async (to, code) => void texted.set(to, code), sendText: async () => {} },
      },
    });
    const phone = randomMobile();
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/customer/user_signup',
      payload: { firstName: 'Anil', email: 'anil.kumar@example.in', password: 'om-namah-shivaya', phone },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.registered);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/app/customer/user_login',
      payload: { phoneNumber: phone },
    });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/app/customer/otp_verify',
      payload: { phone, otp: texted.get(phone), challengeId: sent.json().challengeId, signupId: res.json().signupId },
    });
    expect(verified.statusCode).toBe(200);
    expect(captured).toHaveLength(1);
    expect(captured[0]?.to).toEqual(['anil.kumar@example.in']);
    expect(captured[0]?.raw).toContain('Subject: Verify your email for Seva');
    // Quoted-printable may wrap long lines with "=\r\n"; unwrap before looking for the link.
    const body = captured[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(new RegExp(`${config.publicUrl}/verify-email\\?token=[\\w-]{43}`));
    await app.close();
  });
});
