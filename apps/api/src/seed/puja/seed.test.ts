import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PujaSummary } from '@seva/contracts';
import type { AdminPuja } from '@seva/contracts';
import { createAdminTestApp, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { CATALOGUE_PUJAS } from './pujas.js';
import { seedPujas } from './seed.js';
import { getPujaDetails } from '../../modules/puja/service.js';
import { pujas } from '../../modules/puja/tables.js';

let ctx: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  await seedPujas(ctx.app.db, ctx.app.providers);
});
afterAll(async () => ctx.app.close());

describe('demo pujas', () => {
  it('offers every catalogue puja and pitr ritual, each with a served image, packages and upcoming dates', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_puja' })).json<{
      data: PujaSummary[];
    }>().data;
    expect(list).toHaveLength(CATALOGUE_PUJAS.length);
    expect(list.filter((p) => p.kind === 'pitr').map((p) => p.location)).toEqual(
      expect.arrayContaining([expect.stringContaining('Gaya'), expect.stringContaining('Haridwar')]),
    );
    // Festival and Pitru Paksha dates are fixed in the data (refreshed yearly): check them as of a fixed day.
    const asOf = new Date('2026-12-01T06:00:00Z');
    for (const summary of list) {
      const details = await getPujaDetails(ctx.app.db, summary._id, asOf);
      expect(details.packages.length, summary.slug).toBeGreaterThan(0);
      expect(details.dates.length, summary.slug).toBeGreaterThan(0);
    }
    const images = await Promise.all(list.map((entry) => ctx.app.inject({ method: 'GET', url: entry.image ?? '' })));
    expect(images[0]?.headers['content-type']).toContain('image/svg+xml');
    // Each its own drawing, with the name left to the page (issue 20).
    expect(new Set(images.map((image) => image.body)).size).toBe(list.length);
    for (const image of images) expect(image.body).not.toContain('<text');
  });

  it('ships every puja and pitr ritual in Hindi too, field by field (issue 21)', async () => {
    const list = async (query: string) =>
      (await requestAs(ctx.app, admin, 'GET', `/api/admin/pujas?pageSize=100${query}`)).json<{
        results: AdminPuja[];
        total: number;
      }>();
    const all = await list('');
    expect(all.total).toBe(CATALOGUE_PUJAS.length);
    for (const puja of all.results) expect(puja.hindiMissing, puja.slug).toEqual([]);
    expect((await list('&hindi=missing')).total).toBe(0);
    const rudrabhishek = all.results.find((p) => p.slug === 'rudrabhishek-kashi-vishwanath');
    const details = await getPujaDetails(ctx.app.db, rudrabhishek?._id ?? '');
    expect(details.hi).toMatchObject({ name: expect.stringContaining('रुद्राभिषेक'), location: 'वाराणसी, उत्तर प्रदेश' });
    expect(details.hi.benefits).toHaveLength(details.benefits.length);
    expect(details.hi.packages?.map((p) => p.code)).toEqual(details.packages.map((p) => p.code));
  });

  it('gives rows seeded before the Hindi existed their Hindi, and keeps an admin’s translation', async () => {
    await ctx.app.db.update(pujas).set({ hi: {} });
    await ctx.app.db
      .update(pujas)
      .set({ hi: { name: 'संपादित' } })
      .where(eq(pujas.slug, 'rudrabhishek-kashi-vishwanath'));
    await seedPujas(ctx.app.db, ctx.app.providers);
    const rows = await ctx.app.db.select({ slug: pujas.slug, hi: pujas.hi }).from(pujas);
    expect(rows.find((r) => r.slug === 'rudrabhishek-kashi-vishwanath')?.hi).toEqual({ name: 'संपादित' });
    expect(rows.filter((r) => Object.keys(r.hi).length > 1)).toHaveLength(CATALOGUE_PUJAS.length - 1);
  });

  it('seeds only what is missing', async () => {
    await seedPujas(ctx.app.db, ctx.app.providers);
    expect(await ctx.app.db.select().from(pujas)).toHaveLength(CATALOGUE_PUJAS.length);
  });
});
