import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BirthPlaceKey } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { createMember, createMilanTestApp } from '../../../test/milan.js';
import { manglikAtBirth } from '../kundli/index.js';
import { milanProfiles } from '../tables.js';
import { fillMissingManglik } from './manglik-backfill.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const manglikOf = async (customerId: string) =>
  (
    await ctx.app.db
      .select({ manglik: milanProfiles.manglik })
      .from(milanProfiles)
      .where(eq(milanProfiles.customerId, customerId))
  )[0]?.manglik;

describe('Mangal dosha for profiles saved before it was computed (issue 22)', () => {
  it('fills a null manglik from the birth details, leaves profiles without them, and fills nothing twice', async () => {
    const births: { dateOfBirth: string; birthTime: string; birthPlace: BirthPlaceKey }[] = [
      { dateOfBirth: '1997-08-15', birthTime: '06:45', birthPlace: 'varanasi' },
      { dateOfBirth: '1993-01-26', birthTime: '21:10', birthPlace: 'lucknow' },
    ];
    const members = await Promise.all(births.map((birth) => createMember(ctx.app, birth)));
    const unknown = await createMember(ctx.app, { birthTime: null, birthPlace: null });
    // As a row saved before migration 0027 holds it.
    for (const member of [...members, unknown]) {
      await ctx.app.db.update(milanProfiles).set({ manglik: null }).where(eq(milanProfiles.customerId, member.userId));
    }

    expect(await fillMissingManglik(ctx.app.db)).toBeGreaterThanOrEqual(2);
    for (const [i, member] of members.entries()) {
      const birth = births[i]!;
      const expected = manglikAtBirth({
        date: birth.dateOfBirth,
        time: birth.birthTime,
        place: birth.birthPlace as 'varanasi',
      });
      expect(await manglikOf(member.userId)).toBe(expected.manglik);
    }
    expect(await manglikOf(unknown.userId)).toBeNull();
    expect(await fillMissingManglik(ctx.app.db)).toBe(0);
  });
});
