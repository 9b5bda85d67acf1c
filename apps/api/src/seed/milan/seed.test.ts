import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, type MembershipPlan, type ProfileSearchResponse, type ProfileView } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { customers } from '../../modules/customers/tables.js';
import { seedMilan } from './seed.js';
import {
  DEMO_MILAN_BRIDE_EMAIL,
  DEMO_MILAN_GROOM_EMAIL,
  DEMO_MILAN_PASSWORD,
  DEMO_MILAN_PROFILES,
} from './profiles.js';
import { milanPhotos, milanPlans, milanProfiles } from '../../modules/milan/tables.js';

let ctx: TestContext;
let seedSeconds = 0;
let seedCpuSeconds = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const started = performance.now();
  const cpu = process.cpuUsage();
  await seedMilan(ctx.app.db, ctx.app.providers);
  seedSeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  seedCpuSeconds = (used.user + used.system) / 1e6;
}, 120_000);
afterAll(async () => ctx.app.close());

async function tableCounts() {
  const db = ctx.app.db;
  const [[plans], [profiles], [photos], [members]] = await Promise.all([
    db.select({ n: count() }).from(milanPlans),
    db.select({ n: count() }).from(milanProfiles),
    db.select({ n: count() }).from(milanPhotos),
    db.select({ n: count() }).from(customers).where(eq(customers.gender, 'female')),
  ]);
  return { plans: plans!.n, profiles: profiles!.n, photos: photos!.n, women: members!.n };
}

async function login(email: string): Promise<{ token: string; id: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_MILAN_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ token: string; user: { _id: string; hasProfile: boolean } }>();
  expect(body.user.hasProfile).toBe(true);
  return { token: body.token, id: body.user._id };
}

describe('Milan Sathi demo seed', () => {
  it('seeds in reasonable time', () => {
    console.info(
      `Milan seed: ${DEMO_MILAN_PROFILES.length} members with portraits in ${seedSeconds.toFixed(1)} s ` +
        `(${seedCpuSeconds.toFixed(1)} s CPU)`,
    );
    expect(seedSeconds).toBeLessThan(60);
  });

  it('offers the free plan and the Basic and Gold tiers, free first, prices in rupees', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/milan/plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json<{ results: MembershipPlan[] }>().results;
    expect(plans.map((p) => [p.code, p.price, p.durationDays, p.contactViews])).toEqual([
      ['free', 0, 0, 0],
      ['basic-monthly', 999, 30, 60],
      ['gold-monthly', 2999, 30, 200],
      ['basic-yearly', 3999, 365, 60],
      ['gold-yearly', 5999, 365, 250],
    ]);
    expect(plans[0]).toMatchObject({ messaging: false, requestsPerDay: 5 });
    expect(plans.find((p) => p.code === 'gold-yearly')).toMatchObject({ profileBoost: true, messaging: true });
  });

  it('has 30+ brides and 30+ grooms across 5+ religions, 10+ states and ages 22 to 45', async () => {
    const rows = await ctx.app.db.select().from(milanProfiles);
    expect(rows.filter((r) => r.gender === 'female').length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((r) => r.gender === 'male').length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.religion)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.filter((r) => r.religion === 'hindu').map((r) => r.caste)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.state)).size).toBeGreaterThanOrEqual(10);
    const ages = rows.map((r) => ageOn(r.dateOfBirth, new Date()));
    expect(Math.min(...ages)).toBeLessThanOrEqual(23);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(44);
  });

  it('computes the moon sign for everyone with a birth time, and leaves the others not computable', async () => {
    const rows = await ctx.app.db.select().from(milanProfiles);
    const withSign = rows.filter((r) => r.moonRashi !== null && r.moonNakshatra !== null);
    expect(withSign.length / rows.length).toBeGreaterThan(0.9);
    const withoutTime = rows.filter((r) => r.birthTime === null);
    expect(withoutTime.length).toBeGreaterThanOrEqual(3);
    expect(withoutTime.every((r) => r.moonRashi === null)).toBe(true);
    expect(new Set(withSign.map((r) => r.moonNakshatra)).size).toBeGreaterThan(10);
  });

  it('gives every member a primary portrait that the server serves as WebP and AVIF', async () => {
    const { profiles, photos } = await tableCounts();
    expect(photos).toBe(profiles);
    const [photo] = await ctx.app.db
      .select({ image: milanPhotos.image })
      .from(milanPhotos)
      .innerJoin(milanProfiles, eq(milanProfiles.customerId, milanPhotos.customerId))
      .where(and(eq(milanPhotos.isPrimary, true), eq(milanProfiles.photoVisibility, 'everyone')))
      .limit(1);
    const webp = await ctx.app.inject({ method: 'GET', url: photo!.image.src });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['cache-control']).toBe('public, max-age=600');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const avif = await ctx.app.inject({ method: 'GET', url: photo!.image.avifSrcSet.split(' ')[0]! });
    expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  });

  it('keeps the portraits of the four members who show photos to connections only out of public reach', async () => {
    expect(existsSync(join(ctx.config.dataDir, 'uploads', 'milan'))).toBe(false);
    const kept = await ctx.app.db
      .select({ customerId: milanPhotos.customerId, image: milanPhotos.image })
      .from(milanPhotos)
      .innerJoin(milanProfiles, eq(milanProfiles.customerId, milanPhotos.customerId))
      .where(eq(milanProfiles.photoVisibility, 'connections'));
    expect(kept).toHaveLength(4);
    for (const { customerId, image } of kept) {
      expect(image.src).toMatch(new RegExp(`^/api/milan/photos/${customerId}/portrait-[0-9a-f]{12}-320\\.webp$`));
      expect((await ctx.app.inject({ method: 'GET', url: image.src })).statusCode).toBe(404);
      expect(existsSync(join(ctx.config.dataDir, 'private', 'milan', customerId))).toBe(true);
    }
  });

  it('shows seeded members in search, hiding the photos kept for connections', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/search?gender=female&religion=muslim' });
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json<ProfileSearchResponse>();
    expect(total).toBeGreaterThanOrEqual(4);
    const ayesha = results.find((card) => card.firstName === 'Ayesha');
    expect(ayesha).toMatchObject({ photo: null, photosHidden: true, city: 'Lucknow' });
    expect(results.find((card) => card.firstName === 'Zoya')?.photo).not.toBeNull();
  });

  it('lets the demo bride log in with her password and see the demo groom’s kundli', async () => {
    const ananya = await login(DEMO_MILAN_BRIDE_EMAIL);
    const rahul = await login(DEMO_MILAN_GROOM_EMAIL);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${rahul.id}`,
      headers: { authorization: `Bearer ${ananya.token}` },
    });
    expect(res.statusCode).toBe(200);
    const view = res.json<{ user: ProfileView }>().user;
    expect(view.firstName).toBe('Rahul');
    expect(view.kundliMissing).toBeNull();
    expect(view.kundli?.max).toBe(36);
    expect(view.kundli?.total).toBeGreaterThanOrEqual(0);
  });

  it('shows the verified badge on about a third of the members: the demo bride’s, not the demo groom’s', async () => {
    const rows = await ctx.app.db.select().from(milanProfiles);
    const verified = rows.filter((r) => r.verifiedAt !== null);
    expect(verified.length / rows.length).toBeGreaterThan(0.25);
    expect(verified.length / rows.length).toBeLessThan(0.4);
    const ananya = await login(DEMO_MILAN_BRIDE_EMAIL);
    const rahul = await login(DEMO_MILAN_GROOM_EMAIL);
    const viewOf = async (id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${id}` })).json<{ user: ProfileView }>().user;
    expect((await viewOf(ananya.id)).verified).toBe(true);
    expect((await viewOf(rahul.id)).verified).toBe(false);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/users/search?gender=female&pageSize=50' });
    const cards = search.json<ProfileSearchResponse>().results;
    expect(cards.some((card) => card.verified)).toBe(true);
    expect(cards.some((card) => !card.verified)).toBe(true);
  });

  it('adds nothing on a second run and keeps a member’s edits', async () => {
    const before = await tableCounts();
    const [ananya] = await ctx.app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, DEMO_MILAN_BRIDE_EMAIL));
    await ctx.app.db
      .update(milanProfiles)
      .set({ city: 'Kanpur', verifiedAt: null })
      .where(eq(milanProfiles.customerId, ananya!.id));
    await seedMilan(ctx.app.db, ctx.app.providers);
    expect(await tableCounts()).toEqual(before);
    const [row] = await ctx.app.db
      .select({ city: milanProfiles.city, verifiedAt: milanProfiles.verifiedAt })
      .from(milanProfiles)
      .where(eq(milanProfiles.customerId, ananya!.id));
    expect(row).toEqual({ city: 'Kanpur', verifiedAt: null });
    const hashed = await ctx.app.db
      .select({ email: customers.email })
      .from(customers)
      .where(isNotNull(customers.passwordHash));
    expect(hashed.map((r) => r.email).sort()).toEqual([DEMO_MILAN_BRIDE_EMAIL, DEMO_MILAN_GROOM_EMAIL]);
    const [members] = await ctx.app.db
      .select({ n: count() })
      .from(customers)
      .where(inArray(customers.email, [DEMO_MILAN_BRIDE_EMAIL, DEMO_MILAN_GROOM_EMAIL]));
    expect(members?.n).toBe(2);
  }, 60_000);
});
