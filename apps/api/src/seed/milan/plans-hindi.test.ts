import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMembershipPlan, MembershipPlan } from '@seva/contracts';
import { createAdminTestApp, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { DEMO_MILAN_PLANS, seedMilanPlans } from './seed.js';
import { milanPlans } from '../../modules/milan/tables.js';

let ctx: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  await seedMilanPlans(ctx.app.db);
});
afterAll(async () => ctx.app.close());

const adminPlans = async (query = '') =>
  (await requestAs(ctx.app, admin, 'GET', `/api/admin/milan/plans${query}`)).json<{
    results: AdminMembershipPlan[];
  }>().results;

describe('demo Milan Sathi plans in Hindi (issue 21)', () => {
  it('ships every plan’s name and tagline in Hindi, and customers get both languages', async () => {
    const all = await adminPlans();
    expect(all).toHaveLength(DEMO_MILAN_PLANS.length);
    for (const plan of all) expect(plan.hindiMissing, plan.code).toEqual([]);
    expect(await adminPlans('?hindi=missing')).toEqual([]);
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/milan/plans' })).json<{
      results: MembershipPlan[];
    }>().results;
    expect(plans.find((p) => p.code === 'gold-monthly')).toMatchObject({
      name: 'Gold Monthly',
      hi: { name: 'गोल्ड मासिक', tagline: 'सबसे लोकप्रिय' },
    });
  });

  it('gives plans seeded before the Hindi existed their Hindi, and keeps an admin’s translation', async () => {
    await ctx.app.db.update(milanPlans).set({ hi: {} });
    await ctx.app.db
      .update(milanPlans)
      .set({ hi: { name: 'स्वर्ण मासिक' } })
      .where(eq(milanPlans.code, 'gold-monthly'));
    await seedMilanPlans(ctx.app.db);
    const rows = await ctx.app.db.select({ code: milanPlans.code, hi: milanPlans.hi }).from(milanPlans);
    expect(rows.find((r) => r.code === 'gold-monthly')?.hi).toEqual({ name: 'स्वर्ण मासिक' });
    expect(rows.filter((r) => r.hi.name && r.hi.tagline)).toHaveLength(DEMO_MILAN_PLANS.length - 1);
  });
});
