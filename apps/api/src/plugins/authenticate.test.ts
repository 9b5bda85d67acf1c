import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp } from '../test/admin.js';
import type { TestContext } from '../test/app.js';
import { injectAs, type LoggedIn } from '../test/login.js';

let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
});
afterAll(async () => ctx.app.close());

describe('answers to a signed-in caller', () => {
  it.each([
    ['the own record', 'customer', 'GET', '/api/app/customer/me', undefined],
    ['the cart', 'customer', 'POST', '/api/e-commerce/get_customer_cart', 'customerId'],
    ['the order history', 'customer', 'POST', '/api/user/getCustomerOrder', 'customerId'],
    ['the notifications (a guarded scope)', 'customer', 'GET', '/api/notifications', undefined],
    ['the payments', 'customer', 'GET', '/api/payments/transactions', undefined],
    ['a profile read with an optional token', 'customer', 'GET', '/api/users/featured', undefined],
    ['an admin list', 'admin', 'GET', '/api/admin/customers', undefined],
    ['a refusal (403)', 'customer', 'GET', '/api/admin/customers', undefined],
  ] as const)('carry Cache-Control: no-store: %s', async (_label, who, method, url, idField) => {
    const caller = who === 'admin' ? admin : customer;
    const res = await injectAs(ctx.app, caller.token, {
      method,
      url,
      ...(idField ? { payload: { [idField]: caller.userId } } : {}),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leave what a route sets on purpose, and public reads keep their caching with a token too', async () => {
    const categories = await injectAs(ctx.app, customer.token, {
      method: 'GET',
      url: '/api/e-commerce/get_product_category',
    });
    expect(categories.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/users/featured' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('guard the HEAD twin of a guarded GET too', async () => {
    for (const url of ['/api/notifications', '/api/app/customer/me', '/api/admin/customers'])
      expect((await ctx.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(401);
  });
});
