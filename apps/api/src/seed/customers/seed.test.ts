import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { customers } from '../../modules/customers/tables.js';
import {
  DEMO_ADMIN_MOBILE,
  DEMO_CONTENT_DESK_MOBILE,
  DEMO_CUSTOMER_MOBILE,
  DEMO_OPERATIONS_MOBILE,
  DEMO_TEMPLE_DESK_MOBILE,
  DEMO_TRUST_DESK_MOBILE,
  seedDemoCustomers,
} from './seed.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

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
