import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, randomMobile } from '../../test/login.js';
import { DEMO_ADMIN_MOBILE, DEMO_CUSTOMER_MOBILE, seedDemoCustomers } from './seed.js';
import { InvalidMobileError, promoteToAdmin } from './service.js';
import { customers } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

describe('promoteToAdmin', () => {
  it('promotes an existing customer, who then reaches the admin API', async () => {
    const who = await loginAs(ctx.app);
    expect((await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/admin/customers' })).statusCode).toBe(403);
    const { outcome, customer } = await promoteToAdmin(ctx.app.db, `+91 ${who.mobile}`);
    expect(outcome).toBe('promoted');
    expect(customer).toMatchObject({ id: who.userId, role: 'admin' });
    expect((await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/admin/customers' })).statusCode).toBe(200);
  });

  it('creates the customer when the number never logged in', async () => {
    const mobile = randomMobile();
    const { outcome, customer } = await promoteToAdmin(ctx.app.db, mobile);
    expect(outcome).toBe('created');
    expect(customer).toMatchObject({ mobile, role: 'admin' });
    expect((await loginAs(ctx.app, mobile)).userId).toBe(customer.id);
  });

  it('changes nothing for an admin', async () => {
    const mobile = randomMobile();
    await promoteToAdmin(ctx.app.db, mobile);
    expect((await promoteToAdmin(ctx.app.db, mobile)).outcome).toBe('already-admin');
  });

  it.each(['12345', '', 'not a phone'])('refuses the bad number %j', async (input) => {
    const attempt = promoteToAdmin(ctx.app.db, input);
    await expect(attempt).rejects.toBeInstanceOf(InvalidMobileError);
    await expect(attempt).rejects.toThrow(MESSAGES.invalidMobile);
  });
});

describe('seedDemoCustomers', () => {
  it('inserts the demo admin and customer once, never overwriting', async () => {
    await seedDemoCustomers(ctx.app.db);
    await ctx.app.db.update(customers).set({ city: 'Kanpur' }).where(eq(customers.mobile, DEMO_CUSTOMER_MOBILE));
    await seedDemoCustomers(ctx.app.db);

    const [adminRow] = await ctx.app.db.select().from(customers).where(eq(customers.mobile, DEMO_ADMIN_MOBILE));
    expect(adminRow).toMatchObject({ firstName: 'Aarav', lastName: 'Sharma', role: 'admin' });
    const demo = await ctx.app.db.select().from(customers).where(eq(customers.mobile, DEMO_CUSTOMER_MOBILE));
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({
      firstName: 'Priya',
      lastName: 'Verma',
      email: 'priya.verma@example.in',
      state: 'Uttar Pradesh',
      pincode: '226001',
      city: 'Kanpur',
      role: 'customer',
    });
  });
});
