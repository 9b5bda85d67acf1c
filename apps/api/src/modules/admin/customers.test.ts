import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { createCustomer } from '../customers/service.js';
import { DEMO_ADMIN_MOBILE, DEMO_CUSTOMER_MOBILE, seedDemoCustomers } from '../../test/demo-seed.js';

let ctx: TestContext;
let admin: LoggedIn;
const base = Date.parse('2025-01-01T00:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCustomers(ctx.app.db);
  // Customers created a minute apart, in this order, so "newest first" is unambiguous.
  const people = [
    ['Kavya', 'Nair', 'kavya.nair@example.in', '9000000001'],
    ['Arjun', 'Nair', 'arjun@example.in', '9000000002'],
    ['Ishaan', 'Menon', 'ishaan_menon@example.in', '9000000003'],
    ['Diya', '50% Singh', 'diya@example.in', '9000000004'],
  ] as const;
  for (const [i, [firstName, lastName, email, mobile]] of people.entries()) {
    await createCustomer(ctx.app.db, { firstName, lastName, email, mobile }, new Date(base + i * 60_000));
  }
  admin = await loginAs(ctx.app, DEMO_ADMIN_MOBILE);
});
afterAll(async () => ctx.app.close());

const list = (who: LoggedIn, query: Record<string, string> = {}) =>
  injectAs(ctx.app, who.token, { method: 'GET', url: '/api/admin/customers', query });
const mobiles = (res: { json: () => { results: { mobile: string }[] } }) => res.json().results.map((c) => c.mobile);

describe('GET /api/admin/customers', () => {
  it('needs a token (401)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/customers' });
    expect(res.statusCode).toBe(401);
  });

  it('is forbidden to customers (403)', async () => {
    const customer = await loginAs(ctx.app, DEMO_CUSTOMER_MOBILE);
    const res = await list(customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, success: false, message: MESSAGES.forbidden });
  });

  it('lists every customer for an admin, newest first, with the paging it used', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, total: 10, page: 1, pageSize: 20 });
    // The demo customers were seeded just now; the four above are dated 2025.
    expect(mobiles(res).slice(-4)).toEqual(['9000000004', '9000000003', '9000000002', '9000000001']);
    expect(body.results.find((c: { mobile: string }) => c.mobile === DEMO_ADMIN_MOBILE)).toMatchObject({
      firstName: 'Aarav',
      lastName: 'Sharma',
      role: 'admin',
    });
  });

  it('pages', async () => {
    const page3 = await list(admin, { page: '3', pageSize: '3' });
    expect(page3.json()).toMatchObject({ total: 10, page: 3, pageSize: 3 });
    expect(mobiles(page3)).toEqual(['9000000004', '9000000003', '9000000002']);
    const past = await list(admin, { page: '9', pageSize: '2' });
    expect(past.json()).toMatchObject({ total: 10, results: [] });
  });

  it.each([
    ['nair', ['9000000002', '9000000001']],
    ['KAVYA', ['9000000001']],
    ['arjun nair', ['9000000002']],
    ['9000000003', ['9000000003']],
    ['+91 90000 00003', ['9000000003']],
    ['arjun@example', ['9000000002']],
    ['priya.verma', [DEMO_CUSTOMER_MOBILE]],
  ])('searches %j by name, mobile or e-mail', async (q, expected) => {
    const res = await list(admin, { q });
    expect(mobiles(res)).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });

  it('treats % and _ literally', async () => {
    expect(mobiles(await list(admin, { q: '50%' }))).toEqual(['9000000004']);
    expect(mobiles(await list(admin, { q: '_menon' }))).toEqual(['9000000003']);
    expect(mobiles(await list(admin, { q: '%' }))).toEqual(['9000000004']);
    expect(mobiles(await list(admin, { q: 'a_' }))).toEqual([]);
  });

  it('refuses bad paging (400)', async () => {
    expect((await list(admin, { page: '0' })).statusCode).toBe(400);
    expect((await list(admin, { pageSize: '101' })).statusCode).toBe(400);
  });
});
