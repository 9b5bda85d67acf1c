import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createECDH, createPublicKey, verify } from 'node:crypto';
import type { PushPayload } from '@seva/contracts';
import { browserSubscription, startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint.js';
import { ProviderError } from '../errors.js';
import { createWebPush } from './web-push.js';

let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
});
afterAll(async () => endpoint.close());
beforeEach(() => {
  endpoint.requests.length = 0;
  endpoint.reply.status = 201;
});

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const vapid = {
  publicKey: ecdh.getPublicKey('base64url'),
  privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
    .subarray(-32)
    .toString('base64url'),
  subject: 'mailto:support@seva.example.in',
};
const payload: PushPayload = {
  title: 'Recharge successful',
  body: '₹199.00 for 9876543210',
  link: '/history/recharge-history',
  kind: 'recharge_result',
  id: 'n1',
};

/** Checks a VAPID JWT (ES256) against the public key: answers its claims. */
function vapidClaims(token: string, publicKey: string): Record<string, unknown> {
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

describe('the web-push adapter', () => {
  it('posts the payload encrypted (aes128gcm) to the endpoint, VAPID-signed, TTL a day, urgency high', async () => {
    const subscription = browserSubscription(`${endpoint.baseUrl}/push/abc`);
    const push = createWebPush({ vapid });
    await expect(push.send(subscription, payload, '9876543210')).resolves.toBe('sent');

    expect(endpoint.requests).toHaveLength(1);
    const [request] = endpoint.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/push/abc');
    expect(request?.headers.ttl).toBe('86400');
    expect(request?.headers.urgency).toBe('high');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    const authorization = String(request?.headers.authorization);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
    expect(match?.[2]).toBe(vapid.publicKey);
    const claims = vapidClaims(match?.[1] ?? '', vapid.publicKey);
    expect(claims).toMatchObject({ aud: endpoint.baseUrl, sub: vapid.subject });
    expect(JSON.parse(subscription.decrypt(request!.body))).toEqual(payload);
  });

  it('answers gone on 404 and 410, throws ProviderError on another refusal or no answer', async () => {
    const push = createWebPush({ vapid, timeoutMs: 2000 });
    const subscription = browserSubscription(`${endpoint.baseUrl}/push/gone`);
    endpoint.reply.status = 410;
    await expect(push.send(subscription, payload, '9876543210')).resolves.toBe('gone');
    endpoint.reply.status = 404;
    await expect(push.send(subscription, payload, '9876543210')).resolves.toBe('gone');
    endpoint.reply.status = 500;
    await expect(push.send(subscription, payload, '9876543210')).rejects.toBeInstanceOf(ProviderError);
    const nowhere = browserSubscription('http://127.0.0.1:1/push');
    await expect(push.send(nowhere, payload, '9876543210')).rejects.toBeInstanceOf(ProviderError);
  });
});
