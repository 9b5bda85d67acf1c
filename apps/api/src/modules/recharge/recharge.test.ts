import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_RECHARGE_SERVICE_IDS, MESSAGES, type RechargePlans, type RechargeService } from '@seva/contracts';
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

describe('reference reads', () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the operators of a service (electricity billers carry their state), 404 for an unknown service', async () => {
    const prepaid = await get('/api/recharge/operators?service_id=1');
    expect(prepaid.json<{ data: { product_code: string }[] }>().data.map((o) => o.product_code)).toEqual([
      'JIO',
      'AIRTEL',
      'VI',
      'BSNL',
    ]);
    const electricity = (await get('/api/recharge/operators?service_id=4')).json<{
      data: { product_code: string; state: string | null }[];
    }>().data;
    expect(electricity.find((o) => o.product_code === 'BSES_RAJDHANI')?.state).toBe('Delhi');
    expect((await get('/api/recharge/operators?service_id=99')).statusCode).toBe(404);
    expect((await get('/api/recharge/operators')).statusCode).toBe(400);
  });

  it('lists the 22 telecom circles', async () => {
    const circles = (await get('/api/recharge/circles')).json<{ data: { code: string }[] }>().data;
    expect(circles).toHaveLength(22);
  });

  it('finds operator and circle of a number typed with +91 and spaces; refuses a non-mobile number', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/recharge/lookup',
      payload: { number: '+91 98765 43210' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { number: string; operator: { product_code: string }; circle: { code: string } };
    }>();
    expect(data.number).toBe('9876543210');
    expect(['JIO', 'AIRTEL', 'VI', 'BSNL']).toContain(data.operator.product_code);
    expect(data.circle.code).toMatch(/^[A-Z]{2,3}$/);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/recharge/lookup',
      payload: { number: '9876543210' },
    });
    expect(again.json()).toEqual(res.json());
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/recharge/lookup', payload: { number: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(MESSAGES.invalidMobile);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/recharge/lookup', payload: { number: '' } });
    expect(empty.json<{ message: string }>().message).toContain(MESSAGES.enterNumber);
  });

  it('gives plans by category for an operator and circle, with price, validity and benefits', async () => {
    const res = await get('/api/recharge/plans?product_code=JIO&circle=DL');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const { categories } = res.json<{ data: RechargePlans }>().data;
    expect(categories.map((c) => c.category)).toEqual(['unlimited', 'data', 'talktime', 'topup', 'annual']);
    const unlimited = categories[0]?.plans ?? [];
    expect(unlimited.find((p) => p.amount === 299)).toMatchObject({ validity: '28 days', data: '1.5 GB/day' });
    expect(categories.find((c) => c.category === 'annual')?.plans.map((p) => p.amount)).toContain(3599);
  });

  it('gives a DTH operator’s packs; refuses a mobile operator without a circle and an unknown operator', async () => {
    const packs = (await get('/api/recharge/plans?product_code=TATAPLAY')).json<{ data: RechargePlans }>().data;
    expect(packs.categories).toHaveLength(1);
    expect(packs.categories[0]?.plans[0]).toMatchObject({ category: 'packs', validity: '30 days' });
    const noCircle = await get('/api/recharge/plans?product_code=AIRTEL');
    expect(noCircle.statusCode).toBe(400);
    expect(noCircle.json<{ message: string }>().message).toBe('Please choose your circle to see its plans.');
    expect((await get('/api/recharge/plans?product_code=NOPE&circle=DL')).statusCode).toBe(404);
    expect((await get('/api/recharge/plans?product_code=BSES_RAJDHANI')).statusCode).toBe(404);
  });
});
