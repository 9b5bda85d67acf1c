import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminYatra, YatraDetails, YatraSummary } from '@seva/contracts';
import { createAdminTestApp, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { CATALOGUE_YATRAS } from './yatras.js';
import { TOUR_ENDS_HI } from './yatras-hi.js';
import { seedYatras } from './seed.js';
import { getYatraDetails } from '../../modules/yatra/service.js';
import { yatraDepartures, yatras } from '../../modules/yatra/tables.js';

let ctx: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  await seedYatras(ctx.app.db, ctx.app.providers);
});
afterAll(async () => ctx.app.close());

describe('demo yatras', () => {
  it('offers every catalogue yatra with a served image, its itinerary, exclusions and departures', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/app/customer/get_all_yatra' })).json<{
      data: YatraSummary[];
    }>().data;
    expect(list.map((y) => y.slug)).toEqual(CATALOGUE_YATRAS.map((y) => y.slug));
    // Departures are fixed dates in the data (refreshed yearly): check them as of a fixed day.
    const asOf = new Date('2026-12-01T06:00:00Z');
    for (const summary of list) {
      const details: YatraDetails = await getYatraDetails(ctx.app.db, summary._id, asOf);
      expect(details.itinerary, summary.slug).toHaveLength(details.days);
      expect(details.exclusions.length, summary.slug).toBeGreaterThan(0);
      expect(details.departures.filter((d) => d.bookable).length, summary.slug).toBeGreaterThan(0);
    }
    const images = await Promise.all(list.map((entry) => ctx.app.inject({ method: 'GET', url: entry.image ?? '' })));
    expect(images[0]?.headers['content-type']).toContain('image/svg+xml');
    // Each its own drawing, with the name left to the page (issue 20).
    expect(new Set(images.map((image) => image.body)).size).toBe(list.length);
    for (const image of images) expect(image.body).not.toContain('<text');
  });

  it('ships every yatra in Hindi too, field by field and day by day (issue 21)', async () => {
    const list = async (query: string) =>
      (await requestAs(ctx.app, admin, 'GET', `/api/admin/yatras?pageSize=100${query}`)).json<{
        results: AdminYatra[];
        total: number;
      }>();
    const all = await list('');
    expect(all.total).toBe(CATALOGUE_YATRAS.length);
    for (const yatra of all.results) {
      expect(yatra.hindiMissing, yatra.slug).toEqual([]);
      // Paired by position: as many Hindi days and lines as English ones, the last day ending the tour.
      expect(yatra.hi.itinerary, yatra.slug).toHaveLength(yatra.itinerary.length);
      expect(yatra.hi.itinerary?.at(-1)?.overnight, yatra.slug).toBe(TOUR_ENDS_HI);
      expect(yatra.hi.inclusions, yatra.slug).toHaveLength(yatra.inclusions.length);
      expect(yatra.hi.exclusions, yatra.slug).toHaveLength(yatra.exclusions.length);
    }
    expect((await list('&hindi=missing')).total).toBe(0);
    const kashi = all.results.find((y) => y.slug === 'kashi-prayagraj-ayodhya-6-days');
    const details = await getYatraDetails(ctx.app.db, kashi?._id ?? '');
    expect(details.hi.name).toMatch(/काशी/);
    expect(details.hi.itinerary).toHaveLength(details.itinerary.length);
  });

  it('gives rows seeded before the Hindi existed their Hindi, and keeps an admin’s translation', async () => {
    await ctx.app.db.update(yatras).set({ hi: {} });
    await ctx.app.db
      .update(yatras)
      .set({ hi: { name: 'संपादित' } })
      .where(eq(yatras.slug, 'vaishno-devi-jammu-4-days'));
    await seedYatras(ctx.app.db, ctx.app.providers);
    const rows = await ctx.app.db.select({ slug: yatras.slug, hi: yatras.hi }).from(yatras);
    expect(rows.find((r) => r.slug === 'vaishno-devi-jammu-4-days')?.hi).toEqual({ name: 'संपादित' });
    expect(rows.filter((r) => Object.keys(r.hi).length > 1)).toHaveLength(CATALOGUE_YATRAS.length - 1);
  });

  it('seeds only what is missing', async () => {
    await seedYatras(ctx.app.db, ctx.app.providers);
    expect(await ctx.app.db.select().from(yatras)).toHaveLength(CATALOGUE_YATRAS.length);
    const departures = CATALOGUE_YATRAS.reduce((sum, y) => sum + y.departures.length, 0);
    expect(await ctx.app.db.select().from(yatraDepartures)).toHaveLength(departures);
  });
});
