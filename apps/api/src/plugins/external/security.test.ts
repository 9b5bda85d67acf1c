import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

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

  it('limits API calls per IP with the one error shape, but never the web app files', async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', SERVE_WEB: 'true', WEB_DIST_DIR: webDist() } });
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

  // Runs where a Redis answers (TEST_REDIS_URL; .ci/run sets it when one listens on 6379).
  it.runIf(process.env.TEST_REDIS_URL)('shares the counters between API processes through Redis', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: process.env.TEST_REDIS_URL };
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
