import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, randomMobile } from '../../test/login.js';
import {
  DEMO_ADMIN_MOBILE,
  DEMO_CONTENT_DESK_MOBILE,
  DEMO_CUSTOMER_MOBILE,
  DEMO_OPERATIONS_MOBILE,
  DEMO_TEMPLE_DESK_MOBILE,
  DEMO_TRUST_DESK_MOBILE,
  seedDemoCustomers,
} from './seed.js';
import { InvalidMobileError, promoteToAdmin } from './service.js';
import { customers } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

describe('promoteToAdmin', () => {
  it('promotes an existing customer, who then reaches the admin API of their areas from the next call', async () => {
    const who = await loginAs(ctx.app);
    const customersList = () => injectAs(ctx.app, who.token, { method: 'GET', url: '/api/admin/customers' });
    const me = async () =>
      (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/app/customer/me' })).json().data;
    expect((await customersList()).statusCode).toBe(403);
    expect(await me()).toMatchObject({ role: 'customer', adminAreas: [] });
    const { outcome, customer } = await promoteToAdmin(ctx.app.db, `+91 ${who.mobile}`, ['super', 'shop', 'shop']);
    expect(outcome).toBe('promoted');
    expect(customer).toMatchObject({ id: who.userId, role: 'admin', adminAreas: ['shop', 'super'] });
    expect((await customersList()).statusCode).toBe(200);
    expect(await me()).toMatchObject({ role: 'admin', adminAreas: ['shop', 'super'] });

    expect((await promoteToAdmin(ctx.app.db, who.mobile, ['shop'])).outcome).toBe('areas-changed');
    expect((await customersList()).statusCode).toBe(403);
  });

  it('creates the customer when the number never logged in', async () => {
    const mobile = randomMobile();
    const { outcome, customer } = await promoteToAdmin(ctx.app.db, mobile, ['content']);
    expect(outcome).toBe('created');
    expect(customer).toMatchObject({ mobile, role: 'admin', adminAreas: ['content'] });
    expect((await loginAs(ctx.app, mobile)).userId).toBe(customer.id);
  });

  it('changes nothing for an admin of the same areas', async () => {
    const mobile = randomMobile();
    await promoteToAdmin(ctx.app.db, mobile, ['bookings', 'recharge']);
    expect((await promoteToAdmin(ctx.app.db, mobile, ['recharge', 'bookings'])).outcome).toBe('unchanged');
  });

  it('needs an area', async () => {
    await expect(promoteToAdmin(ctx.app.db, randomMobile(), [])).rejects.toThrow('An admin needs at least one area.');
  });

  it.each(['12345', '', 'not a phone'])('refuses the bad number %j', async (input) => {
    const attempt = promoteToAdmin(ctx.app.db, input, ['shop']);
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
    expect(adminRow).toMatchObject({ firstName: 'Aarav', lastName: 'Sharma', role: 'admin', adminAreas: ['super'] });
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
      adminAreas: [],
    });
  });

  it('gives each demo admin the area their desk names, also one kept from before areas, never changing held ones', async () => {
    await seedDemoCustomers(ctx.app.db);
    await ctx.app.db.update(customers).set({ adminAreas: [] }).where(eq(customers.mobile, DEMO_TRUST_DESK_MOBILE));
    await ctx.app.db
      .update(customers)
      .set({ adminAreas: ['shop', 'recharge'] })
      .where(eq(customers.mobile, DEMO_OPERATIONS_MOBILE));
    await seedDemoCustomers(ctx.app.db);
    const areas = await ctx.app.db
      .select({ mobile: customers.mobile, adminAreas: customers.adminAreas })
      .from(customers)
      .where(eq(customers.role, 'admin'))
      .orderBy(customers.mobile);
    expect(areas.filter((row) => row.mobile.startsWith('99999'))).toEqual([
      { mobile: DEMO_ADMIN_MOBILE, adminAreas: ['super'] },
      { mobile: DEMO_OPERATIONS_MOBILE, adminAreas: ['shop', 'recharge'] },
      { mobile: DEMO_TEMPLE_DESK_MOBILE, adminAreas: ['bookings'] },
      { mobile: DEMO_CONTENT_DESK_MOBILE, adminAreas: ['content'] },
      { mobile: DEMO_TRUST_DESK_MOBILE, adminAreas: ['milan-safety'] },
    ]);
  });
});
