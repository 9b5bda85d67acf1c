import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YatraDetails, YatraSummary } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { CATALOGUE_YATRAS } from './yatras.js';
import { seedYatras } from './seed.js';
import { getYatraDetails } from '../../modules/yatra/service.js';
import { yatraDepartures, yatras } from '../../modules/yatra/tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
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

  it('seeds only what is missing', async () => {
    await seedYatras(ctx.app.db, ctx.app.providers);
    expect(await ctx.app.db.select().from(yatras)).toHaveLength(CATALOGUE_YATRAS.length);
    const departures = CATALOGUE_YATRAS.reduce((sum, y) => sum + y.departures.length, 0);
    expect(await ctx.app.db.select().from(yatraDepartures)).toHaveLength(departures);
  });
});
