/**
 * Test helpers for the Milan Sathi routes: an app with the rate limit raised
 * (also with the demo admin logged in, for the console queues), a valid
 * profile body, a member made the way a person does it (OTP login, then PUT
 * /api/users/:id), rows inserted directly (paid memberships, connections)
 * and a reader of the reports a member filed.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  ageOn,
  familyDetailsSchema,
  partnerPreferencesSchema,
  type MilanGender,
  type MilanProfileFieldsInput,
  type ProfileUpdateBody,
  type UserUpdateBody,
} from '@seva/contracts';
import type { Db } from '../db/client.js';
import { createAdminTestApp } from './admin.js';
import { createTestApp, type TestContext } from './app.js';
import { injectAs, loginAs, type LoggedIn } from './login.js';
import { insertPayment } from './payments.js';
import {
  milanConnections,
  milanMemberships,
  milanPlans,
  milanProfiles,
  milanReports,
  type ConnectionStatus,
} from '../modules/milan/tables.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The API rate limit raised: these files make many calls from one address. */
const MILAN_TEST_OPTIONS = { env: { RATE_LIMIT_PER_MINUTE: '100000' } };

/** A test app with the API rate limit raised (and `env` on top, e.g. s3AppEnv). */
export const createMilanTestApp = (env: NodeJS.ProcessEnv = {}): Promise<TestContext> =>
  createTestApp({ env: { ...MILAN_TEST_OPTIONS.env, ...env } });

/** createAdminTestApp (demo customers seeded, the demo admin and customer logged in) with the rate limit raised and `env`. */
export const createMilanAdminTestApp = (env: NodeJS.ProcessEnv = {}) =>
  createAdminTestApp({ env: { ...MILAN_TEST_OPTIONS.env, ...env } });

/** A date of birth (YYYY-MM-DD) of someone `age` years old today (their birthday was ten days ago). */
export function birthDateForAge(age: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - 10);
  const result = date.toISOString().slice(0, 10);
  if (ageOn(result, now) !== age) throw new Error(`birthDateForAge(${age}) gave ${result}`);
  return result;
}

/** A complete, valid `matrimony` body (a 28-year-old Hindi-speaking Hindu from Jaipur, birth details known). */
export function profileFields(overrides: Partial<MilanProfileFieldsInput> = {}): MilanProfileFieldsInput {
  return {
    createdBy: 'self',
    gender: 'female',
    dateOfBirth: birthDateForAge(28),
    heightCm: 162,
    religion: 'hindu',
    caste: 'Agarwal',
    motherTongue: 'hindi',
    maritalStatus: 'never_married',
    education: 'masters',
    occupation: 'software',
    jobTitle: 'Software engineer',
    incomeBand: '10-20',
    diet: 'vegetarian',
    state: 'Rajasthan',
    city: 'Jaipur',
    about: 'I love classical music and long walks.',
    birthTime: '10:30',
    birthPlace: 'jaipur',
    ...overrides,
  };
}

/** The customer part of PUT /api/users/:id. */
export function customerDetails(overrides: Partial<ProfileUpdateBody> = {}): ProfileUpdateBody {
  return { firstName: 'Ananya', lastName: 'Sharma', ...overrides };
}

/** PUT /api/users/:id as `who`. */
export const putUser = (app: FastifyInstance, who: LoggedIn, id: string, payload: UserUpdateBody | object) =>
  injectAs(app, who.token, { method: 'PUT', url: `/api/users/${id}`, payload });

export interface Member extends LoggedIn {
  gender: MilanGender;
}

/**
 * A new customer with a saved profile: logs in by OTP and PUTs the details
 * and `matrimony` (profileFields with the overrides). Throws with the answer
 * when the save fails.
 */
export async function createMember(
  app: FastifyInstance,
  matrimony: Partial<MilanProfileFieldsInput> = {},
  details: Partial<ProfileUpdateBody> = {},
): Promise<Member> {
  const who = await loginAs(app);
  const fields = profileFields(matrimony);
  const res = await putUser(app, who, who.userId, { ...customerDetails(details), matrimony: fields });
  if (res.statusCode !== 200) throw new Error(`PUT /users ${res.statusCode}: ${res.body}`);
  return { ...who, gender: fields.gender };
}

/**
 * A Milan Sathi profile row of `customerId` written straight into the table (a
 * 30-ish Hindi-speaking Hindu woman from Varanasi, default family details and
 * preferences), `overrides` on top. For tests that need a profile but not the
 * way a member saves it (createMember does that).
 */
export async function insertMilanProfile(
  db: Db,
  customerId: string,
  overrides: Partial<typeof milanProfiles.$inferInsert> = {},
): Promise<void> {
  await db.insert(milanProfiles).values({
    customerId,
    createdBy: 'self',
    gender: 'female',
    dateOfBirth: '1995-01-01',
    heightCm: 165,
    religion: 'hindu',
    motherTongue: 'hindi',
    maritalStatus: 'never_married',
    education: 'masters',
    occupation: 'software',
    diet: 'vegetarian',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    family: familyDetailsSchema.parse({}),
    partnerPreferences: partnerPreferencesSchema.parse({}),
    ...overrides,
  });
}

/**
 * A paid plan period of `customerId` running now (started a day ago, 30 days
 * long) on a new plan with `limits`; the payment row is inserted as fulfilled.
 */
export async function insertPaidMembership(
  app: FastifyInstance,
  customerId: string,
  limits: { contactViews?: number; requestsPerDay?: number; startsAt?: Date } = {},
): Promise<void> {
  const [plan] = await app.db
    .insert(milanPlans)
    .values({
      code: `test-${randomBytes(4).toString('hex')}`,
      name: 'Test Gold',
      durationDays: 30,
      pricePaise: 2999_00,
      contactViews: limits.contactViews ?? 50,
      requestsPerDay: limits.requestsPerDay ?? 50,
      messaging: true,
      profileBoost: false,
    })
    .returning();
  if (!plan) throw new Error('the plan was not written');
  const payment = await insertPayment(app, { customerId, amountPaise: 2999_00 });
  const startsAt = limits.startsAt ?? new Date(Date.now() - DAY_MS);
  await app.db.insert(milanMemberships).values({
    customerId,
    planId: plan.id,
    paymentId: payment.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * DAY_MS),
  });
}

/**
 * A connection row from `requesterId` to `receiverId` with `status`, answered
 * now unless pending (as accepting or declining leaves it); answers its id.
 */
export async function insertConnection(
  app: FastifyInstance,
  requesterId: string,
  receiverId: string,
  status: ConnectionStatus = 'accepted',
): Promise<string> {
  const [row] = await app.db
    .insert(milanConnections)
    .values({ requesterId, receiverId, status, respondedAt: status === 'pending' ? null : new Date() })
    .returning({ id: milanConnections.id });
  if (!row) throw new Error('the connection was not written');
  return row.id;
}

/** The Milan Sathi reports (rows) member `reporterId` filed. */
export function reportsBy(app: FastifyInstance, reporterId: string) {
  return app.db.select().from(milanReports).where(eq(milanReports.reporterId, reporterId));
}

/** A real PNG of `width`×`height` in one colour. */
export const pngImage = (width = 800, height = 1000, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
