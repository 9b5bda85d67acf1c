import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type LoggedIn } from '../test/login.js';
import type { TestContext } from '../test/app.js';
import { registration } from '../test/password.js';
import {
  createMember,
  createMilanAdminTestApp,
  customerDetails,
  profileFields,
  reportsBy,
  type Member,
} from '../test/milan.js';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text.js';

let ctx: TestContext;
let admin: LoggedIn;
let member: Member;
let reportId: string;
beforeAll(async () => {
  ({ ctx, admin } = await createMilanAdminTestApp());
  member = await createMember(ctx.app, { gender: 'female' });
  const reported = await createMember(ctx.app, { gender: 'male' });
  await injectAs(ctx.app, member.token, {
    method: 'POST',
    url: `/api/users/${reported.userId}/report`,
    payload: { reason: 'broker' },
  });
  const [report] = await reportsBy(ctx.app, member.userId);
  reportId = report?.id ?? '';
});
afterAll(async () => ctx.app.close());

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/** A hash of every row of every table: equal before and after = nothing was written. */
async function databaseFingerprint(app: FastifyInstance): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    app.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public'`),
  );
  const hashes = [];
  for (const { name } of tables) {
    const [found] = await rowsOf<{ hash: string }>(
      app.db.execute(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
      ),
    );
    hashes.push(`${name}:${found?.hash}`);
  }
  return hashes.sort();
}

const NUL = 'a\u0000b';
/** Half of a surrogate pair (half an emoji): PostgreSQL's jsonb refuses its `\ud83d` escape. */
const LONE_SURROGATE = 'a\ud83db';

type Who = 'anonymous' | 'member' | 'admin';
const cases: [string, Who, 'GET' | 'POST' | 'PUT' | 'PATCH', () => string, () => object | undefined][] = [
  ['get_products search', 'anonymous', 'POST', () => '/api/e-commerce/get_products', () => ({ search: NUL })],
  [
    'profile search query',
    'anonymous',
    'GET',
    () => `/api/users/search?city=${encodeURIComponent(NUL)}`,
    () => undefined,
  ],
  [
    'user_signup',
    'anonymous',
    'POST',
    () => '/api/app/customer/user_signup',
    () => ({ ...registration({ password: 'jai-shri-ram-108' }), address: NUL }),
  ],
  ['auth/register', 'anonymous', 'POST', () => '/api/auth/register', () => registration({ city: NUL })],
  [
    'payments/verify',
    'member',
    'POST',
    () => '/api/payments/verify',
    () => ({ razorpay_order_id: NUL, razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) }),
  ],
  ['paypal/capture', 'member', 'POST', () => '/api/paypal/capture', () => ({ orderID: NUL })],
  [
    'add_address',
    'member',
    'POST',
    () => '/api/e-commerce/add_address',
    () => ({
      userId: member.userId,
      name: 'Priya Verma',
      mobile: '9876543210',
      houseNo: NUL,
      area: 'Sector 62',
      city: 'Noida',
      state: 'Uttar Pradesh',
      pincode: '201301',
      addressType: 'home',
    }),
  ],
  [
    'consultant_request',
    'member',
    'POST',
    () => '/api/app/customer/consultant_request',
    () => ({ topic: 'kundli', preferredLanguage: 'hi', preferredTime: 'evening', message: `Guidance ${NUL}` }),
  ],
  ['PUT /users/:id', 'member', 'PUT', () => `/api/users/${member.userId}`, () => customerDetails({ lastName: NUL })],
  [
    'PUT /users/:id, a lone surrogate in jsonb',
    'member',
    'PUT',
    () => `/api/users/${member.userId}`,
    () => ({ ...customerDetails(), matrimony: profileFields({ family: { fatherOccupation: LONE_SURROGATE } }) }),
  ],
  ['an object key', 'member', 'PUT', () => `/api/users/${member.userId}`, () => ({ ...customerDetails(), [NUL]: 'x' })],
  [
    'PATCH admin report',
    'admin',
    'PATCH',
    () => `/api/admin/milan/reports/${reportId}`,
    () => ({ status: 'dismissed', resolution: `Checked ${NUL}` }),
  ],
];

describe('text PostgreSQL cannot store', () => {
  it.each(cases)('is refused with 400 and nothing written: %s', async (_label, who, method, url, payload) => {
    const before = await databaseFingerprint(ctx.app);
    const body = payload();
    const options = { method, url: url(), ...(body ? { payload: body } : {}) };
    const token = { anonymous: undefined, member: member.token, admin: admin.token }[who];
    const res = token ? await injectAs(ctx.app, token, options) : await ctx.app.inject(options);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, success: false, message: UNSTORABLE_TEXT_MESSAGE });
    expect(await databaseFingerprint(ctx.app)).toEqual(before);
  });

  it('keeps ordinary text, emoji and other scripts', async () => {
    const res = await injectAs(ctx.app, member.token, {
      method: 'PUT',
      url: `/api/users/${member.userId}`,
      payload: { ...customerDetails(), matrimony: profileFields({ about: 'राम राम 🙏 — tabs\tand\nlines' }) },
    });
    expect(res.statusCode).toBe(200);
  });
});
