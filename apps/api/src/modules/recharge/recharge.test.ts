import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_RECHARGE_SERVICE_IDS, type RechargeService } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

describe('GET /api/recharge/get_services_list', () => {
  it('answers { status: 1, data } with every service, the hidden 30 and 31 included, publicly cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recharge/get_services_list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const body = res.json<{ status: number; data: RechargeService[] }>();
    expect(body.status).toBe(1);
    const ids = body.data.map((s) => s.service_id);
    expect(ids).toEqual(expect.arrayContaining([...HIDDEN_RECHARGE_SERVICE_IDS]));
    expect(body.data.find((s) => s.slug === 'prepaid-recharge')).toMatchObject({
      name: 'Mobile Prepaid',
      kind: 'recharge',
      flow: 'plan',
      hasPlans: true,
    });
    expect(body.data.find((s) => s.name.includes('Electricity'))).toMatchObject({ kind: 'bill', flow: 'fetch' });
  });
});
