import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PujaSummary } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { CATALOGUE_PUJAS } from './pujas.js';
import { seedPujas } from './seed.js';
import { getPujaDetails } from '../../modules/puja/service.js';
import { pujas } from '../../modules/puja/tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
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

  it('seeds only what is missing', async () => {
    await seedPujas(ctx.app.db, ctx.app.providers);
    expect(await ctx.app.db.select().from(pujas)).toHaveLength(CATALOGUE_PUJAS.length);
  });
});
