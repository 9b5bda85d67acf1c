/**
 * 10,000 generated Milan Sathi members for the search bench and the query
 * plan check (issue 7 "Bench"): customers with mobiles 61000 00000… and
 * profiles spread the way a national matrimony site's are (religion, state
 * and mother tongue weighted by India's population, ages 21–45, a few
 * suspended, boosted or without birth details). Deterministic: the same seed
 * gives the same people. No photos. Bulk inserts in batches inside one
 * transaction, then ANALYZE so the planner knows the new table sizes (and
 * VACUUM, which the search's index-only scans need).
 */
import { count, like, sql } from 'drizzle-orm';
import {
  BIRTH_PLACE_KEYS,
  type Diet,
  type EducationLevel,
  type IncomeBand,
  type MaritalStatus,
  type MilanGender,
  type MotherTongue,
  type Occupation,
  type Religion,
} from '@seva/contracts';
import type { Db } from '../../../apps/api/src/db/client.js';
import { newId } from '../../../apps/api/src/db/ids.js';
import { customers } from '../../../apps/api/src/modules/customers/tables.js';
import { moonSignPairs } from '../../../apps/api/src/modules/milan/kundli/guna-scores.js';
import { milanProfiles } from '../../../apps/api/src/modules/milan/tables.js';

export const BENCH_PROFILE_COUNT = 10_000;
/** Generated members' mobiles: 61 followed by eight digits (never a demo or bench login number). */
export const BENCH_MOBILE_PREFIX = '61';

/** mulberry32: a small, fast, seeded generator (0 ≤ x < 1). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

function picker(rand: () => number) {
  const one = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const weighted = <T>(items: Weighted<T>): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let x = rand() * total;
    for (const [item, w] of items) {
      x -= w;
      if (x < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  return {
    one,
    weighted,
    chance: (p: number) => rand() < p,
    int: (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1)),
  };
}

/** Census 2011 shares, rounded. */
const RELIGION_WEIGHTS: Weighted<Religion> = [
  ['hindu', 79],
  ['muslim', 14],
  ['christian', 2.3],
  ['sikh', 1.7],
  ['buddhist', 0.7],
  ['jain', 0.4],
  ['parsi', 0.1],
  ['other', 0.8],
];

/** State, weight (population, millions), main mother tongue, cities. */
const STATES: readonly (readonly [string, number, MotherTongue, readonly string[]])[] = [
  ['Uttar Pradesh', 200, 'hindi', ['Lucknow', 'Kanpur', 'Varanasi', 'Agra', 'Prayagraj', 'Noida']],
  ['Maharashtra', 112, 'marathi', ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Aurangabad']],
  ['Bihar', 104, 'hindi', ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur']],
  ['West Bengal', 91, 'bengali', ['Kolkata', 'Howrah', 'Siliguri', 'Durgapur']],
  ['Madhya Pradesh', 73, 'hindi', ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior']],
  ['Tamil Nadu', 72, 'tamil', ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli']],
  ['Rajasthan', 69, 'hindi', ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota']],
  ['Karnataka', 61, 'kannada', ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi']],
  ['Gujarat', 60, 'gujarati', ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot']],
  ['Andhra Pradesh', 49, 'telugu', ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati']],
  ['Odisha', 42, 'odia', ['Bhubaneswar', 'Cuttack', 'Rourkela']],
  ['Telangana', 35, 'telugu', ['Hyderabad', 'Warangal', 'Karimnagar']],
  ['Kerala', 33, 'malayalam', ['Kochi', 'Thiruvananthapuram', 'Kozhikode', 'Thrissur']],
  ['Jharkhand', 33, 'hindi', ['Ranchi', 'Jamshedpur', 'Dhanbad']],
  ['Assam', 31, 'assamese', ['Guwahati', 'Dibrugarh', 'Jorhat']],
  ['Punjab', 28, 'punjabi', ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala']],
  ['Haryana', 25, 'hindi', ['Gurugram', 'Faridabad', 'Rohtak', 'Hisar']],
  ['Delhi', 17, 'hindi', ['New Delhi', 'Delhi']],
  ['Uttarakhand', 10, 'hindi', ['Dehradun', 'Haridwar', 'Haldwani']],
  ['Himachal Pradesh', 7, 'hindi', ['Shimla', 'Mandi', 'Dharamshala']],
  ['Goa', 1.5, 'konkani', ['Panaji', 'Margao']],
];

const CASTES: Partial<Record<Religion, readonly string[]>> = {
  hindu: [
    'Brahmin',
    'Rajput',
    'Agarwal',
    'Kayastha',
    'Maratha',
    'Nair',
    'Reddy',
    'Jat',
    'Patel',
    'Yadav',
    'Khatri',
    'Kurmi',
  ],
  muslim: ['Sunni', 'Shia', 'Ansari', 'Qureshi', 'Pathan'],
  christian: ['Roman Catholic', 'Syrian Catholic', 'CSI', 'Pentecostal'],
  sikh: ['Jat Sikh', 'Khatri Sikh', 'Ramgarhia'],
  jain: ['Oswal', 'Agarwal Jain', 'Digambar'],
  buddhist: ['Navayana', 'Bhutia'],
};

const FEMALE_NAMES = [
  'Aarti',
  'Bhavya',
  'Charu',
  'Deepika',
  'Esha',
  'Gauri',
  'Isha',
  'Jyoti',
  'Kavita',
  'Lata',
  'Mansi',
  'Nisha',
  'Pallavi',
  'Radha',
  'Sakshi',
  'Tanvi',
];
const MALE_NAMES = [
  'Amit',
  'Bharat',
  'Chetan',
  'Dev',
  'Gaurav',
  'Harsh',
  'Jatin',
  'Kartik',
  'Mohit',
  'Naveen',
  'Pankaj',
  'Rakesh',
  'Sandeep',
  'Tarun',
  'Vivek',
  'Yogesh',
];
const SURNAMES = ['Sharma', 'Singh', 'Kumar', 'Gupta', 'Patel', 'Reddy', 'Nair', 'Das', 'Khan', 'Joshi', 'Iyer', 'Rao'];

const EDUCATION: Weighted<EducationLevel> = [
  ['high_school', 5],
  ['diploma', 8],
  ['bachelors', 45],
  ['masters', 30],
  ['doctorate', 3],
  ['professional', 9],
];
const OCCUPATION: Weighted<Occupation> = [
  ['software', 22],
  ['engineering', 12],
  ['medicine', 7],
  ['teaching', 10],
  ['government', 10],
  ['business', 12],
  ['finance', 8],
  ['law', 3],
  ['defence', 2],
  ['arts', 3],
  ['homemaker', 4],
  ['student', 3],
  ['other', 4],
];
const INCOME: Weighted<IncomeBand | null> = [
  [null, 5],
  ['0-3', 10],
  ['3-5', 18],
  ['5-10', 30],
  ['10-20', 22],
  ['20-50', 12],
  ['50+', 3],
];
const DIET: Weighted<Diet> = [
  ['vegetarian', 38],
  ['non_vegetarian', 50],
  ['eggetarian', 9],
  ['jain', 2],
  ['vegan', 1],
];
const MARITAL: Weighted<MaritalStatus> = [
  ['never_married', 90],
  ['divorced', 6],
  ['widowed', 2],
  ['awaiting_divorce', 2],
];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The generated rows (deterministic for `seed`), as of `now`. */
export function benchRows(total: number, now: Date, seed = 20261122) {
  const rand = random(seed);
  const pick = picker(rand);
  const moonPairs = moonSignPairs();
  const people: { customer: typeof customers.$inferInsert; profile: typeof milanProfiles.$inferInsert }[] = [];
  for (let i = 0; i < total; i += 1) {
    const id = newId();
    const gender: MilanGender = i % 2 === 0 ? 'female' : 'male';
    const religion = pick.weighted(RELIGION_WEIGHTS);
    const [state, , stateTongue, cities] = pick.weighted(STATES.map((s) => [s, s[1]] as const));
    const motherTongue: MotherTongue =
      religion === 'muslim' && pick.chance(0.5)
        ? 'urdu'
        : pick.chance(0.85)
          ? stateTongue
          : pick.one(['hindi', 'english', 'other'] as const);
    const age = pick.int(21, 45);
    const dateOfBirth = isoDate(new Date(now.getTime() - (age * 365.25 + pick.int(0, 364)) * DAY_MS));
    const moon = pick.chance(0.92) ? pick.one(moonPairs) : null;
    const createdAt = new Date(now.getTime() - rand() * 365 * DAY_MS);
    const firstName = pick.one(gender === 'female' ? FEMALE_NAMES : MALE_NAMES);
    const city = pick.one(cities);
    people.push({
      customer: {
        id,
        mobile: `${BENCH_MOBILE_PREFIX}${String(i).padStart(8, '0')}`,
        firstName,
        lastName: pick.one(SURNAMES),
        gender,
        state,
        city,
        createdAt,
        updatedAt: createdAt,
      },
      profile: {
        customerId: id,
        createdBy: pick.weighted([
          ['self', 60],
          ['parent', 30],
          ['sibling', 6],
          ['relative', 3],
          ['friend', 1],
        ] as const),
        gender,
        dateOfBirth,
        heightCm: gender === 'female' ? pick.int(148, 175) : pick.int(160, 190),
        religion,
        caste: pick.one(CASTES[religion] ?? ['']),
        motherTongue,
        maritalStatus: pick.weighted(MARITAL),
        education: pick.weighted(EDUCATION),
        occupation: pick.weighted(OCCUPATION),
        jobTitle: '',
        incomeBand: pick.weighted(INCOME),
        diet: pick.weighted(DIET),
        state,
        city,
        about: `Generated member ${i} for the search bench.`,
        family: {
          familyType: pick.one(['joint', 'nuclear'] as const),
          familyValues: pick.one(['traditional', 'moderate', 'liberal'] as const),
          fatherOccupation: '',
          motherOccupation: '',
          brothers: pick.int(0, 3),
          sisters: pick.int(0, 3),
          nativePlace: city,
        },
        partnerPreferences: {
          ageMin: Math.max(21, age - 5),
          ageMax: Math.min(45, age + 5),
          heightMin: null,
          heightMax: null,
          religions: [religion],
          motherTongues: [],
          maritalStatuses: [],
          diets: [],
          states: [],
          about: '',
        },
        birthTime: moon
          ? `${String(pick.int(0, 23)).padStart(2, '0')}:${String(pick.int(0, 59)).padStart(2, '0')}`
          : null,
        birthPlace: moon ? pick.one(BIRTH_PLACE_KEYS) : null,
        moonRashi: moon?.rashi ?? null,
        moonNakshatra: moon?.nakshatra ?? null,
        // About 2 in 5 Manglik, taken from the index (not the random stream, so the other fields stay as before).
        manglik: moon ? i % 5 < 2 : null,
        photoVisibility: pick.chance(0.1) ? 'connections' : 'everyone',
        boostedUntil: pick.chance(0.02) ? new Date(now.getTime() + pick.int(1, 300) * DAY_MS) : null,
        suspendedAt: pick.chance(0.01) ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  return people;
}

/**
 * Inserts `total` generated members into `db` unless they are there already
 * (counted by mobile prefix), then runs ANALYZE. Answers how many it inserted
 * and how long it took (ms).
 */
export async function generateBenchProfiles(
  db: Db,
  total = BENCH_PROFILE_COUNT,
  now = new Date(),
): Promise<{ inserted: number; ms: number }> {
  const started = performance.now();
  const [existing] = await db
    .select({ n: count() })
    .from(customers)
    .where(like(customers.mobile, `${BENCH_MOBILE_PREFIX}%`));
  if ((existing?.n ?? 0) >= total) return { inserted: 0, ms: performance.now() - started };
  const people = benchRows(total, now);
  await db.transaction(async (tx) => {
    for (let i = 0; i < people.length; i += 1000) {
      await tx
        .insert(customers)
        .values(people.slice(i, i + 1000).map((p) => p.customer))
        .onConflictDoNothing();
    }
    for (let i = 0; i < people.length; i += 500) {
      await tx
        .insert(milanProfiles)
        .values(people.slice(i, i + 500).map((p) => p.profile))
        .onConflictDoNothing();
    }
  });
  await db.execute(sql`analyze customers`);
  // VACUUM too: it sets the visibility map, which index-only scans need to skip the heap (the API's
  // job does the same on PGlite, autovacuum on PostgreSQL).
  await db.execute(sql`vacuum analyze milan_profiles`);
  return { inserted: people.length, ms: performance.now() - started };
}
