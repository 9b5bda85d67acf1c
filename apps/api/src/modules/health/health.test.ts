import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

describe('health', () => {
  it('answers healthz and readyz with the database reachable', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['x-request-id']).toBeTruthy();

    const ready = await ctx.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.json()).toEqual({ status: 'ok', database: true });
  });

  it('answers readyz 503 once the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const ready = await other.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: false });
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, success: false, message: 'Not found.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/healthz');
  });
});
