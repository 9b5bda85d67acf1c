import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { gunaMilan } from './index.js';
import { ensureGunaScores, moonSignPairs } from './guna-scores.js';
import { gunaScores } from '../tables.js';
import { createMilanTestApp } from '../../../test/milan.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const rowCount = async () => (await ctx.app.db.select({ n: count() }).from(gunaScores))[0]?.n;

describe('guna_scores', () => {
  it('covers the 36 moon signs of the 108 padas: 27 nakshatras, 9 of them in two rashis', () => {
    const pairs = moonSignPairs();
    expect(pairs).toHaveLength(36);
    expect(new Set(pairs.map((pair) => pair.nakshatra)).size).toBe(27);
    // Krittika (2) starts in Mesha (0) and ends in Vrishabha (1); Revati (26) lies wholly in Meena (11).
    expect(pairs.filter((pair) => pair.nakshatra === 2).map((pair) => pair.rashi)).toEqual([0, 1]);
    expect(pairs.filter((pair) => pair.nakshatra === 26).map((pair) => pair.rashi)).toEqual([11]);
  });

  it('is filled when the app is ready, with the kundli engine’s totals', async () => {
    expect(await rowCount()).toBe(36 * 36);
    const rows = await ctx.app.db.select().from(gunaScores);
    for (const row of rows) {
      const bride = { nakshatra: row.brideNakshatra, rashi: row.brideRashi };
      const groom = { nakshatra: row.groomNakshatra, rashi: row.groomRashi };
      expect(row.points).toBe(gunaMilan(bride, groom).total);
    }
    // Same nakshatra: every koota full but nadi (nadi dosha): 1 + 2 + 3 + 4 + 5 + 6 + 7 + 0 = 28.
    const ashwini = rows.find((row) => row.brideNakshatra === 0 && row.groomNakshatra === 0);
    expect(ashwini?.points).toBe(28);
  });

  it('leaves a full table alone and rewrites one that differs from the engine', async () => {
    expect(await ensureGunaScores(ctx.app.db)).toBe(0);
    const where = and(eq(gunaScores.brideNakshatra, 0), eq(gunaScores.groomNakshatra, 0));
    await ctx.app.db.update(gunaScores).set({ points: 3 }).where(where);
    expect(await ensureGunaScores(ctx.app.db)).toBe(36 * 36);
    expect((await ctx.app.db.select().from(gunaScores).where(where))[0]?.points).toBe(28);
    expect(await rowCount()).toBe(36 * 36);
  });
});
