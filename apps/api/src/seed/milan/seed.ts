/**
 * The demo's Milan Sathi data for an empty database (issue 7 "Demo seed"):
 * the membership plans and the members of profiles.ts, each a customer
 * (demo mobile 98100 0000n, e-mail firstname.lastname@example.in) with a
 * profile saved through the profiles service (so the moon sign comes from
 * the kundli engine) and one illustrated portrait (portrait.ts) stored
 * as WebP and AVIF in the private file store like every Milan photo
 * (modules/milan/photos/photo-files.ts), so the portraits of members who show photos to accepted
 * connections only are served to those alone. The two README demo accounts
 * also get a password.
 * About a third carry the verified badge (isDemoVerified).
 *
 * Inserts only what is missing: plans by code, customers by mobile (or
 * e-mail), a profile and its portrait only for a demo customer without a
 * profile — so a restart changes nothing and keeps every edit.
 */
import argon2 from 'argon2';
import { eq, inArray } from 'drizzle-orm';
import { customerIdsByMobile, insertMissingCustomers } from '../../modules/customers/service.js';
import { FREE_PLAN_LIMITS, milanProfileFieldsSchema } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { PrivateFiles } from '../../providers/private-files/types.js';
import type { Providers } from '../../providers/types.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import { fillEmptyHindi } from '../shared/hindi.js';
import { inPairs } from '../shared/work.js';
import { MILAN_PLANS_HI } from './plans-hi.js';
import { FREE_PLAN_CODE, privatePhotoStore, saveMilanProfile } from '../../modules/milan/service.js';
import { portraitSvg } from './portrait.js';
import {
  DEMO_MILAN_BRIDE_EMAIL,
  DEMO_MILAN_GROOM_EMAIL,
  DEMO_MILAN_PASSWORD,
  DEMO_MILAN_PROFILES,
  demoMilanEmail,
  demoMilanMobile,
  type DemoMilanProfile,
} from './profiles.js';
import { milanPhotos, milanPlans, milanProfiles } from '../../modules/milan/tables.js';

/**
 * The plans (prices in paise). Tiers and prices as seen on Indian matrimony
 * sites in 2025–26 (DOMAIN.md "Milan Sathi": Free; Basic ₹999/month to
 * ₹3,999/year; Gold ₹2,999/month to ₹5,999/year; contact-view quotas 60 / 200 /
 * 250 by tier; figures gathered November 2026). Requests per day: the free
 * plan's FREE_PLAN_LIMITS, then 20 (Basic) and 50 (Gold) — our own choice.
 */
export const DEMO_MILAN_PLANS: (typeof milanPlans.$inferInsert)[] = [
  {
    code: FREE_PLAN_CODE,
    name: 'Free',
    durationDays: 0,
    pricePaise: 0,
    ...FREE_PLAN_LIMITS,
    tagline: 'Browse profiles and send a few interests',
    sortOrder: 0,
  },
  {
    code: 'basic-monthly',
    name: 'Basic Monthly',
    durationDays: 30,
    pricePaise: 999_00,
    contactViews: 60,
    requestsPerDay: 20,
    messaging: true,
    profileBoost: false,
    tagline: 'Start connecting',
    sortOrder: 1,
  },
  {
    code: 'gold-monthly',
    name: 'Gold Monthly',
    durationDays: 30,
    pricePaise: 2_999_00,
    contactViews: 200,
    requestsPerDay: 50,
    messaging: true,
    profileBoost: false,
    tagline: 'Most popular',
    sortOrder: 2,
  },
  {
    code: 'basic-yearly',
    name: 'Basic Yearly',
    durationDays: 365,
    pricePaise: 3_999_00,
    contactViews: 60,
    requestsPerDay: 20,
    messaging: true,
    profileBoost: false,
    tagline: 'A whole year for the price of four months',
    sortOrder: 3,
  },
  {
    code: 'gold-yearly',
    name: 'Gold Yearly',
    durationDays: 365,
    pricePaise: 5_999_00,
    contactViews: 250,
    requestsPerDay: 50,
    messaging: true,
    profileBoost: true,
    tagline: 'Best value, with a profile boost',
    sortOrder: 4,
  },
];

/**
 * Portraits are drawn 320 px wide: storeMediaImage then makes one width
 * (WebP + AVIF) instead of two or three, which keeps seeding ~70 pictures
 * short; cards show them at most ~160 px wide (2× = 320).
 */
const PORTRAIT_RENDER_WIDTH = 320;
/** Demo profiles were "created" over the last weeks, a few hours apart, so "newest" mixes them. */
const CREATED_SPACING_MS = 5 * 60 * 60 * 1000;

/** Inserts the plans whose code is missing, with their Hindi (plans-hi.ts); plans seeded before it get it. */
export async function seedMilanPlans(db: Db): Promise<void> {
  await fillEmptyHindi(db, milanPlans, { key: milanPlans.code, hi: milanPlans.hi }, MILAN_PLANS_HI);
  await db
    .insert(milanPlans)
    .values(DEMO_MILAN_PLANS.map((plan) => ({ ...plan, hi: MILAN_PLANS_HI[plan.code] ?? {} })))
    .onConflictDoNothing({ target: milanPlans.code });
}

const DEMO_PASSWORD_EMAILS = new Set([DEMO_MILAN_BRIDE_EMAIL, DEMO_MILAN_GROOM_EMAIL]);

/**
 * Creates the missing demo customers (by mobile; a taken e-mail skips that
 * member) and answers mobile → customer id for the demo range.
 */
async function demoCustomers(db: Db, now: Date): Promise<Map<string, string>> {
  const mobiles = DEMO_MILAN_PROFILES.map((_, index) => demoMilanMobile(index));
  const existing = await customerIdsByMobile(db, mobiles);
  const missing = DEMO_MILAN_PROFILES.map((profile, index) => ({ profile, mobile: mobiles[index]! })).filter(
    ({ mobile }) => !existing.has(mobile),
  );
  if (missing.length === 0) return existing;
  // argon2id is slow on purpose: hash the shared demo password once, only when a demo account is missing.
  const needsPassword = missing.some(({ profile }) => DEMO_PASSWORD_EMAILS.has(demoMilanEmail(profile)));
  const passwordHash = needsPassword ? await argon2.hash(DEMO_MILAN_PASSWORD, { type: argon2.argon2id }) : null;
  await insertMissingCustomers(
    db,
    missing.map(({ profile, mobile }) => {
      const email = demoMilanEmail(profile);
      return {
        mobile,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email,
        emailVerifiedAt: now,
        passwordHash: DEMO_PASSWORD_EMAILS.has(email) ? passwordHash : null,
        gender: profile.gender,
        state: profile.state,
        city: profile.city,
      };
    }),
    now,
  );
  return customerIdsByMobile(db, mobiles);
}

/** The profile fields of a demo member, checked by the contract like PUT /api/users/:id. */
function profileFields(profile: DemoMilanProfile) {
  const { look: _look, firstName: _first, lastName: _last, ...fields } = profile;
  return milanProfileFieldsSchema.parse({ maritalStatus: 'never_married', ...fields });
}

/**
 * Whether demo member `index` is seeded verified: about a third are, the
 * demo bride among them, never the demo groom — a person trying the app
 * verifies him through the admin queue (README).
 */
export function isDemoVerified(profile: DemoMilanProfile, index: number): boolean {
  const email = demoMilanEmail(profile);
  if (email === DEMO_MILAN_GROOM_EMAIL) return false;
  return email === DEMO_MILAN_BRIDE_EMAIL || index % 3 === 0;
}

/** Demo customers, their profiles (moon signs by the kundli engine) and portraits (kept in `files`) — the missing ones. */
export async function seedMilanProfiles(db: Db, files: PrivateFiles, now: Date): Promise<void> {
  const store = privatePhotoStore(files);
  const ids = await demoCustomers(db, now);
  const haveProfile = new Set(
    (
      await db
        .select({ id: milanProfiles.customerId })
        .from(milanProfiles)
        .where(inArray(milanProfiles.customerId, [...ids.values()]))
    ).map((row) => row.id),
  );
  const todo = DEMO_MILAN_PROFILES.map((profile, index) => ({
    profile,
    index,
    customerId: ids.get(demoMilanMobile(index)),
  })).filter(
    (item): item is typeof item & { customerId: string } =>
      item.customerId !== undefined && !haveProfile.has(item.customerId),
  );
  const count = DEMO_MILAN_PROFILES.length;
  await inPairs(todo, async ({ profile, index, customerId }) => {
    // A stride coprime with the count spreads brides and grooms over the "newest" order.
    const createdAt = new Date(now.getTime() - ((index * 17) % count) * CREATED_SPACING_MS);
    await saveMilanProfile(db, customerId, profileFields(profile), createdAt);
    // Only with the profile's first seeding: a restart leaves every badge as it is.
    if (isDemoVerified(profile, index))
      await db.update(milanProfiles).set({ verifiedAt: createdAt }).where(eq(milanProfiles.customerId, customerId));
    const svg = portraitSvg(profile.look, PORTRAIT_RENDER_WIDTH);
    const image = await storeMediaImage(store, `milan/${customerId}/portrait`, Buffer.from(svg), true);
    await db.insert(milanPhotos).values({ customerId, image, isPrimary: true, position: 0, createdAt });
  });
}

/** The Milan Sathi demo data: plans, then members. `now` is the seeding time (tests pass a fixed one). */
export async function seedMilan(db: Db, providers: Providers, now = new Date()): Promise<void> {
  await seedMilanPlans(db);
  await seedMilanProfiles(db, providers.privateFiles, now);
}
