import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs } from '../../test/login.js';

let ctx: TestContext | undefined;
afterEach(async () => ctx?.app.close());

/** A built web app stand-in: index.html plus one hashed asset. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seva-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

describe('security plugin', () => {
  it('sends the helmet headers and no CORS grant to a foreign origin', async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the configured CORS origins', async () => {
    ctx = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example.in' } });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { origin: 'https://partner.example.in' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example.in');
  });

  it('limits anonymous API calls per IP with the one error shape, but never the web app files', async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_IP_PER_MINUTE: '3', SERVE_WEB: 'true', WEB_DIST_DIR: webDist() },
    });
    const { app } = ctx;
    for (let i = 0; i < 6; i++) {
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await app.inject({ method: 'GET', url: '/puja/puja-details' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ method: 'GET', url: '/api/app/config' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // Probes are never limited: a load balancer must always see the truth.
    expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/app/config' });
    expect(limited.json()).toMatchObject({
      status: false,
      success: false,
      message: expect.stringMatching(/^Too many requests/),
    });
  });

  it('limits signed-in customers each on their own, however many share one carrier-NAT address', async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_IP_PER_MINUTE: '20' } });
    const { app } = ctx;
    const people = [];
    for (let i = 0; i < 8; i++) people.push(await loginAs(app));
    const shared = '100.64.0.7';
    const me = (token: string) =>
      injectAs(app, token, { method: 'GET', url: '/api/app/customer/me', remoteAddress: shared });
    // 24 signed-in calls from one address: more than its anonymous ceiling, none refused.
    for (const person of people) for (let i = 0; i < 3; i++) expect((await me(person.token)).statusCode).toBe(200);
    // Over the per-customer limit: only that customer waits.
    const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
    expect((await me(first.token)).statusCode).toBe(429);
    expect((await me(second.token)).statusCode).toBe(429);
    // Visitors on the same address still have their own generous ceiling, then are capped.
    const visit = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/app/config', remoteAddress: shared, headers });
    const codes = [];
    for (let i = 0; i < 20; i++) codes.push((await visit()).statusCode);
    expect(new Set(codes)).toEqual(new Set([200]));
    expect((await visit()).statusCode).toBe(429);
    // A forged token is no way out of the address's ceiling.
    const forged = `${first.token.slice(0, -4)}AAAA`;
    expect((await visit({ authorization: `Bearer ${forged}` })).statusCode).toBe(429);
  });

  // Runs where a Redis answers (TEST_REDIS_URL; .ci/run sets it when one listens on 6379).
  it.runIf(process.env.TEST_REDIS_URL)('shares the counters between API processes through Redis', async () => {
    const env = { RATE_LIMIT_PER_IP_PER_MINUTE: '3', REDIS_URL: process.env.TEST_REDIS_URL };
    ctx = await createTestApp({ env });
    const other = await createTestApp({ env });
    try {
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      const codes = [];
      for (const app of [ctx.app, other.app, ctx.app, other.app])
        codes.push((await app.inject({ method: 'GET', url: '/api/app/config', remoteAddress })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await other.app.close();
    }
  });
});
