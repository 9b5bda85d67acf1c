import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { createTestApp } from '../../test/app.js';
import { ProviderError } from '../types.js';
import { createMsg91Sms } from './msg91.js';

interface Recorded {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local stand-in of MSG91's SendOTP endpoint: records requests, answers `reply`. */
let server: Server;
let baseUrl: string;
let recorded: Recorded[] = [];
let reply: { status: number; body: string } = { status: 200, body: '{"type":"success","request_id":"r1"}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      recorded.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://stand-in'),
        headers: req.headers,
        body,
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  recorded = [];
  reply = { status: 200, body: '{"type":"success","request_id":"r1"}' };
});

describe('MSG91 SMS adapter', () => {
  it('posts the OTP with the auth key, the DLT template and the 91-prefixed mobile', async () => {
    const sms = createMsg91Sms({ authKey: 'key-123', templateId: 'tpl-456', baseUrl });
    await sms.sendOtp('9876543210', '0421');
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/v5/otp');
    expect(request?.headers.authkey).toBe('key-123');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      template_id: 'tpl-456',
      mobile: '919876543210',
      otp: '0421',
      otp_expiry: '5',
    });
  });

  it('sends a text through the flow API with the text template, and refuses without one', async () => {
    const sms = createMsg91Sms({ authKey: 'key-123', templateId: 'tpl-456', textTemplateId: 'flow-789', baseUrl });
    await sms.sendText('9876543210', 'Seva: received ₹249.00 for recharge SV-RC-26-000001.');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.url.pathname).toBe('/api/v5/flow');
    expect(recorded[0]?.headers.authkey).toBe('key-123');
    expect(JSON.parse(recorded[0]?.body ?? '{}')).toEqual({
      template_id: 'flow-789',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', text: 'Seva: received ₹249.00 for recharge SV-RC-26-000001.' }],
    });
    const untemplated = createMsg91Sms({ authKey: 'k', templateId: 't', baseUrl });
    await expect(untemplated.sendText('9876543210', 'hello')).rejects.toBeInstanceOf(ProviderError);
    expect(recorded).toHaveLength(1);
  });

  it('throws ProviderError on {type:"error"}, on non-2xx and when unreachable', async () => {
    const sms = createMsg91Sms({ authKey: 'k', templateId: 't', baseUrl });
    reply = { status: 200, body: '{"type":"error","message":"Invalid authkey"}' };
    await expect(sms.sendOtp('9876543210', '1234')).rejects.toThrow(/Invalid authkey/);
    reply = { status: 500, body: 'oops' };
    await expect(sms.sendOtp('9876543210', '1234')).rejects.toBeInstanceOf(ProviderError);
    const nowhere = createMsg91Sms({ authKey: 'k', templateId: 't', baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(nowhere.sendOtp('9876543210', '1234')).rejects.toBeInstanceOf(ProviderError);
  });

  it('is what the app sends OTPs through when SMS_PROVIDER=msg91', async () => {
    const { app } = await createTestApp({
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'app-key', MSG91_TEMPLATE_ID: 'app-tpl', MSG91_BASE_URL: baseUrl },
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/app/customer/user_login',
      payload: { phoneNumber: '9123456789' },
    });
    expect(ok.statusCode).toBe(200);
    expect(recorded[0]?.headers.authkey).toBe('app-key');
    expect(recorded[0]?.url.searchParams.get('mobile')).toBe('919123456789');
    const otp = recorded[0]?.url.searchParams.get('otp');
    expect(otp).toMatch(/^\d{4}$/);

    const login = await app.inject({
      method: 'POST',
      url: '/api/app/customer/otp_verify',
      payload: { phone: '9123456789', otp },
    });
    expect(login.statusCode).toBe(200);

    reply = { status: 401, body: '{"type":"error","message":"Unauthorized"}' };
    const failed = await app.inject({
      method: 'POST',
      url: '/api/app/customer/user_login',
      payload: { phoneNumber: '9123456780' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(MESSAGES.failedToSendOtp);
    await app.close();
  });
});
