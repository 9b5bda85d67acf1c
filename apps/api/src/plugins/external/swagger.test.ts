import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_IP_PER_MINUTE: '100000' } });
});
afterAll(async () => ctx.app.close());

type Security = Record<string, string[]>[];
interface Operation {
  method: string;
  path: string;
  security: Security | undefined;
}

async function operations(): Promise<Operation[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: Security }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, security: op.security })),
  );
}

const BEARER: Security = [{ bearerAuth: [] }];
/** POST /api/auth/refresh: the session's HttpOnly cookie instead of a token (docs/decisions/005). */
const REFRESH_COOKIE: Security = [{ refreshCookie: [] }];
/** A visitor may call it; a token, when sent, must be live (Milan Sathi profile reads). */
const OPTIONAL: Security = [{}, { bearerAuth: [] }];

describe('OpenAPI security', () => {
  it('marks exactly the routes that answer 401 without a token', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, path, security } of ops) {
      // Any id will do: a guard answers before the route looks at it.
      const url = path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
      const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const res = await ctx.app.inject({ method: method as 'GET', url, ...(withBody ? { payload: {} } : {}) });
      const guarded = res.statusCode === 401;
      const documented = security === undefined ? 'public' : JSON.stringify(security);
      const secured = path === '/api/auth/refresh' ? REFRESH_COOKIE : BEARER;
      const expected = guarded ? JSON.stringify(secured) : [`public`, JSON.stringify(OPTIONAL)];
      if (guarded ? documented !== expected : !expected.includes(documented))
        wrong.push(`${method} ${path}: answered ${res.statusCode}, documented ${documented}`);
    }
    expect(wrong).toEqual([]);
  });

  it('marks the payment routes (review finding)', async () => {
    const ops = await operations();
    for (const [method, path] of [
      ['POST', '/api/app/customer/create_razorpay_order'],
      ['POST', '/api/payments/verify'],
      ['GET', '/api/payments/transactions'],
      ['POST', '/api/paypal/pay'],
      ['POST', '/api/paypal/capture'],
    ])
      expect(ops.find((op) => op.method === method && op.path === path)?.security, path).toEqual(BEARER);
  });
});
