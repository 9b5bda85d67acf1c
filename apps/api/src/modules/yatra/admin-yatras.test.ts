import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminYatra, YatraBooking, YatraDetails, YatraSummary } from '@seva/contracts';
import {
  createAdminTestApp,
  expectAdminOnly,
  messageOf,
  openApiOperations,
  requestAs,
  type Method,
} from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard } from '../../test/payments.js';
import { addDays, indiaToday } from '../../lib/india-dates.js';
import { yatras } from './tables.js';

const today = indiaToday(new Date());
let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;

beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
});
afterAll(async () => ctx.app.close());

const as = (who: LoggedIn, method: Method, url: string, payload?: object) =>
  requestAs(ctx.app, who, method, url, payload);
const dataOf = (res: { json: () => unknown }) => (res.json() as { data: AdminYatra }).data;

const day = (n: number, overnight = 'Haridwar') => ({
  day: n,
  title: `Day ${n}`,
  details: 'Darshan, aarti and a quiet evening by the river.',
  overnight,
});
const newYatra = (overrides: object = {}) => ({
  name: 'Haridwar and Rishikesh',
  region: 'Uttarakhand',
  startCity: 'Haridwar',
  endCity: 'Rishikesh',
  days: 3,
  nights: 2,
  description: 'Ganga aarti at Har Ki Pauri and the ashrams of Rishikesh.',
  itinerary: [day(1), day(2, 'Rishikesh'), day(3, 'Tour ends')],
  inclusions: ['AC hotel stays', 'Breakfast and dinner'],
  exclusions: ['Rafting'],
  pricing: { single: 18_500, double: 12_999.5, triple: 11_000, child: 6_000 },
  ...overrides,
});
async function createYatra(overrides: object = {}): Promise<AdminYatra> {
  const res = await as(admin, 'POST', '/api/admin/yatras', newYatra(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return dataOf(res);
}
const addDeparture = (yatraId: string, startDate: string, seats: number) =>
  as(admin, 'POST', `/api/admin/yatras/${yatraId}/departures`, { startDate, seats });
const departureOn = (yatra: AdminYatra, date: string) => yatra.departures.find((d) => d.startDate === date);
const details = async (id: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/app/customer/yatra_details_by_id', payload: { id } })).json<{
    data: YatraDetails;
  }>().data;
const catalogue = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/app/customer/get_all_yatra' })).json<{ data: YatraSummary[] }>()
    .data;

/** A new customer books two adults sharing a double room on `departureId`. */
async function bookTwo(yatra: AdminYatra, departureId: string): Promise<YatraBooking> {
  const who = await loginAs(ctx.app);
  const totalPrice = yatra.pricing.double * 2;
  const paid = await payByCard(ctx.app, who, totalPrice, { purpose: 'yatra' });
  const traveller = (name: string) => ({ name, age: 40, gender: 'female', idProofType: 'aadhaar' });
  const res = await injectAs(ctx.app, who.token, {
    method: 'POST',
    url: '/api/user/bookyatra',
    payload: {
      yatraId: yatra._id,
      departureId,
      occupancy: 'double',
      travellers: [traveller('Sunita Sharma'), traveller('Kavita Rao')],
      totalPrice,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    },
  });
  if (res.statusCode !== 200) throw new Error(`bookyatra ${res.statusCode}: ${res.body}`);
  return res.json<{ data: YatraBooking }>().data;
}

describe('admin yatra access', () => {
  const someId = '0123456789abcdef01234567';
  const routes = [
    ['GET', '/api/admin/yatras'],
    ['POST', '/api/admin/yatras'],
    ['GET', `/api/admin/yatras/${someId}`],
    ['PATCH', `/api/admin/yatras/${someId}`],
    ['POST', `/api/admin/yatras/${someId}/image`],
    ['POST', `/api/admin/yatras/${someId}/departures`],
    ['PATCH', `/api/admin/yatras/${someId}/departures/${someId}`],
    ['DELETE', `/api/admin/yatras/${someId}/departures/${someId}`],
    ['GET', '/api/admin/yatra/bookings'],
    ['GET', `/api/admin/yatra/bookings/${someId}`],
    ['PATCH', `/api/admin/yatra/bookings/${someId}/status`],
    ['GET', `/api/admin/yatra/bookings/${someId}/invoice.pdf`],
  ] as const;

  it.each(routes)('%s %s needs a token (401) and an admin (403)', (method, url) =>
    expectAdminOnly(ctx.app, customer, method, url),
  );

  it('lists the routes in the OpenAPI document under the admin tag', async () => {
    const operations = await openApiOperations(ctx.app, (path) => path.startsWith('/api/admin/yatra'));
    expect(operations).toHaveLength(routes.length);
    expect(operations.every(({ tags }) => JSON.stringify(tags) === '["admin"]')).toBe(true);
  });
});

describe('admin yatras', () => {
  it('creates a yatra in rupees (stored as paise) with a slug from the name; customers see it with a departure', async () => {
    const yatra = await createYatra();
    expect(yatra).toMatchObject({
      slug: 'haridwar-and-rishikesh',
      pricing: { single: 18_500, double: 12_999.5, triple: 11_000, child: 6_000 },
      image: '',
      sortOrder: 0,
      active: true,
      departures: [],
    });
    const [row] = await ctx.app.db.select().from(yatras).where(eq(yatras.id, yatra._id));
    expect(row?.pricing).toEqual({
      singlePaise: 1_850_000,
      doublePaise: 1_299_950,
      triplePaise: 1_100_000,
      childPaise: 600_000,
    });
    // The catalogue is cached for a few seconds; the admin's write drops it.
    expect((await catalogue()).find((y) => y._id === yatra._id)?.nextDeparture).toBeNull();
    const added = await addDeparture(yatra._id, addDays(today, 30), 20);
    expect(added.statusCode, added.body).toBe(201);
    expect(departureOn(dataOf(added), addDays(today, 30))).toMatchObject({
      endDate: addDays(today, 32),
      seats: 20,
      seatsLeft: 20,
      seatsBooked: 0,
      bookings: 0,
      started: false,
    });
    expect((await catalogue()).find((y) => y._id === yatra._id)).toMatchObject({
      nextDeparture: addDays(today, 30),
      seatsLeft: 20,
      startingPrice: 11_000,
    });
  });

  it('keeps a slug given, makes a second one of the same name unique, and refuses a taken slug (409)', async () => {
    const given = await createYatra({ name: 'Char Dham', slug: 'char-dham-2027' });
    expect(given.slug).toBe('char-dham-2027');
    const first = await createYatra({ name: 'Kashi Darshan' });
    const second = await createYatra({ name: 'Kashi Darshan' });
    expect(first.slug).toBe('kashi-darshan');
    expect(second.slug).toBe(`kashi-darshan-${second._id.slice(-6)}`);
    const clash = await as(admin, 'POST', '/api/admin/yatras', newYatra({ slug: 'char-dham-2027' }));
    expect(clash.statusCode).toBe(409);
    expect(messageOf(clash)).toContain('char-dham-2027');
    const renamed = await as(admin, 'PATCH', `/api/admin/yatras/${first._id}`, { slug: 'char-dham-2027' });
    expect(renamed.statusCode).toBe(409);
  });

  it.each([
    ['no itinerary', { itinerary: [] }, 'Please add the plan of at least one day.'],
    ['nights that do not fit the days', { nights: 5 }, 'A tour of 3 days has 2 or 3 nights.'],
    ['a day after the last', { itinerary: [day(1), day(4)] }, 'The tour has only 3 days.'],
    ['days out of order', { itinerary: [day(2), day(1)] }, 'Days must be in order, each once.'],
    [
      'a zero price',
      { pricing: { single: 1, double: 1, triple: 1, child: 0 } },
      'The child price must be more than ₹0.',
    ],
    [
      'fractions of a paisa',
      { pricing: { single: 1, double: 10.005, triple: 1, child: 1 } },
      'The double sharing price can have at most 2 decimals (paise).',
    ],
    ['a name without English letters', { name: 'हरिद्वार' }, 'The name needs at least one English letter or digit.'],
    ['a slug with spaces', { slug: 'char dham' }, 'Use lowercase English letters, digits and single dashes'],
    ['an empty inclusion', { inclusions: [' '] }, 'Each line needs at least 2 characters.'],
  ])('refuses %s (400)', async (_what, overrides, message) => {
    const res = await as(admin, 'POST', '/api/admin/yatras', newYatra(overrides));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toContain(message);
  });

  it('updates fields, checks days against the stored itinerary, and hides a yatra from customers', async () => {
    const yatra = await createYatra({ name: 'Ujjain Mahakal' });
    const tooShort = await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, { days: 2, nights: 1 });
    expect(tooShort.statusCode).toBe(400);
    expect(messageOf(tooShort)).toBe('The tour has only 2 days.');
    const res = await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, {
      region: 'Madhya Pradesh',
      pricing: { single: 20_000, double: 15_000, triple: 14_000, child: 7_000 },
      exclusions: [],
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({
      slug: 'ujjain-mahakal',
      region: 'Madhya Pradesh',
      pricing: { double: 15_000 },
      exclusions: [],
      active: false,
    });
    const shown = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/customer/yatra_details_by_id',
      payload: { id: yatra._id },
    });
    expect(shown.statusCode).toBe(404);
    const hidden = await as(admin, 'GET', '/api/admin/yatras?active=false&q=ujjain');
    expect(hidden.json<{ results: AdminYatra[] }>().results.map((y) => y._id)).toEqual([yatra._id]);
    expect((await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, {})).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/yatras/0123456789abcdef01234567')).statusCode).toBe(404);
  });
});

describe('admin yatra departures', () => {
  it('refuses a past date (400), a second departure the same day (409) and an unknown yatra (404)', async () => {
    const yatra = await createYatra({ name: 'Dwarka Somnath' });
    const past = await addDeparture(yatra._id, today, 10);
    expect(past.statusCode).toBe(400);
    expect(messageOf(past)).toBe('Please choose a date after today.');
    expect((await addDeparture(yatra._id, '2027-02-30', 10)).statusCode).toBe(400);
    expect((await addDeparture(yatra._id, addDays(today, 20), 0)).statusCode).toBe(400);
    expect((await addDeparture(yatra._id, addDays(today, 20), 10)).statusCode).toBe(201);
    const twice = await addDeparture(yatra._id, addDays(today, 20), 12);
    expect(twice.statusCode).toBe(409);
    expect((await addDeparture('0123456789abcdef01234567', addDays(today, 20), 10)).statusCode).toBe(404);
  });

  it('changes seats but never below those booked; seats left follow', async () => {
    const yatra = await createYatra({ name: 'Puri Konark' });
    const date = addDays(today, 25);
    const departure = departureOn(dataOf(await addDeparture(yatra._id, date, 10)), date);
    const url = `/api/admin/yatras/${yatra._id}/departures/${departure?._id}`;
    await bookTwo(yatra, departure?._id ?? '');
    const fewer = await as(admin, 'PATCH', url, { seats: 1 });
    expect(fewer.statusCode).toBe(409);
    expect(messageOf(fewer)).toBe('2 seats are already booked on this departure, so it needs at least 2 seats.');
    const exact = await as(admin, 'PATCH', url, { seats: 2 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(departureOn(dataOf(exact), date)).toMatchObject({ seats: 2, seatsLeft: 0, seatsBooked: 2, bookings: 1 });
    const more = await as(admin, 'PATCH', url, { seats: 30 });
    expect(departureOn(dataOf(more), date)).toMatchObject({ seats: 30, seatsLeft: 28 });
    expect((await details(yatra._id)).departures[0]).toMatchObject({ seats: 30, seatsLeft: 28 });
    const other = `/api/admin/yatras/${yatra._id}/departures/0123456789abcdef01234567`;
    expect((await as(admin, 'PATCH', other, { seats: 5 })).statusCode).toBe(404);
  });

  it('removes a departure nobody booked, and refuses one with bookings (409)', async () => {
    const yatra = await createYatra({ name: 'Rameswaram Madurai' });
    const [open, booked] = [addDays(today, 40), addDays(today, 41)];
    await addDeparture(yatra._id, open, 10);
    const withBoth = dataOf(await addDeparture(yatra._id, booked, 10));
    await bookTwo(yatra, departureOn(withBoth, booked)?._id ?? '');
    const refused = await as(
      admin,
      'DELETE',
      `/api/admin/yatras/${yatra._id}/departures/${departureOn(withBoth, booked)?._id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toContain('2 seats are booked on this departure');
    const removed = await as(
      admin,
      'DELETE',
      `/api/admin/yatras/${yatra._id}/departures/${departureOn(withBoth, open)?._id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dataOf(removed).departures.map((d) => d.startDate)).toEqual([booked]);
    expect((await details(yatra._id)).departures.map((d) => d.startDate)).toEqual([booked]);
    const again = await as(
      admin,
      'DELETE',
      `/api/admin/yatras/${yatra._id}/departures/${departureOn(withBoth, open)?._id}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('keeps a departure whose only booking was cancelled: it stays in the customer’s history (409)', async () => {
    const yatra = await createYatra({ name: 'Vaishno Devi' });
    const date = addDays(today, 45);
    const departure = departureOn(dataOf(await addDeparture(yatra._id, date, 10)), date);
    const booking = await bookTwo(yatra, departure?._id ?? '');
    const refunded = await as(admin, 'PATCH', `/api/admin/yatra/bookings/${booking._id}/status`, {
      status: 'refunded',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const res = await as(admin, 'DELETE', `/api/admin/yatras/${yatra._id}/departures/${departure?._id}`);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toContain('Set its seats to 0 to close it.');
    const closed = await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}/departures/${departure?._id}`, {
      seats: 0,
    });
    expect(departureOn(dataOf(closed), date)).toMatchObject({ seats: 0, seatsLeft: 0, bookings: 1 });
  });
});

describe('yatras in Hindi (issue 21, decision 011)', () => {
  const hindiDay = (title: string, overnight: string) => ({
    title,
    details: 'दर्शन, आरती और नदी किनारे शांत संध्या।',
    overnight,
  });
  const fullHindi = {
    name: 'हरिद्वार और ऋषिकेश',
    region: 'उत्तराखंड',
    startCity: 'हरिद्वार',
    endCity: 'ऋषिकेश',
    description: 'हर की पौड़ी पर गंगा आरती और ऋषिकेश के आश्रम।',
    itinerary: [hindiDay('दिन 1', 'हरिद्वार'), hindiDay('दिन 2', 'ऋषिकेश'), hindiDay('दिन 3', 'यात्रा समाप्त')],
    inclusions: ['वातानुकूलित होटल में ठहराव', 'नाश्ता और रात का भोजन'],
    exclusions: ['राफ्टिंग'],
  };
  const missingList = async (q: string) =>
    (await as(admin, 'GET', `/api/admin/yatras?hindi=missing&q=${encodeURIComponent(q)}`)).json<{
      results: AdminYatra[];
    }>().results;

  it('names the fields without Hindi, lists the yatra under "Hindi missing" until all have it', async () => {
    const yatra = await createYatra({
      name: 'Hindi Haridwar',
      hi: { name: 'हरिद्वार', itinerary: [hindiDay('दिन 1', 'हरिद्वार'), { title: 'दिन 2' }], inclusions: [''] },
    });
    expect(yatra.hindiMissing).toEqual([
      'region',
      'startCity',
      'endCity',
      'description',
      'itinerary',
      'inclusions',
      'exclusions',
    ]);
    expect((await missingList(yatra.name)).map((y) => y._id)).toEqual([yatra._id]);

    const res = await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, { hi: fullHindi });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res).hindiMissing).toEqual([]);
    expect(await missingList(yatra.name)).toEqual([]);
    // A new English line, or a day's plan left without its Hindi, is missing again.
    const longer = await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, {
      inclusions: [...newYatra().inclusions, 'Ganga aarti seats'],
    });
    expect(dataOf(longer).hindiMissing).toEqual(['inclusions']);
    const dayless = await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, {
      inclusions: newYatra().inclusions,
      hi: { ...fullHindi, itinerary: [fullHindi.itinerary[0], fullHindi.itinerary[1], { title: 'दिन 3' }] },
    });
    expect(dataOf(dayless).hindiMissing).toEqual(['itinerary']);
    expect((await missingList(yatra.name)).map((y) => y._id)).toEqual([yatra._id]);
  });

  it('gives customers both languages: the card, the details with itinerary days, and the booking’s names', async () => {
    const yatra = await createYatra({ name: 'Hindi Rishikesh', hi: fullHindi });
    const date = addDays(today, 40);
    const departure = departureOn(dataOf(await addDeparture(yatra._id, date, 10)), date);
    expect((await catalogue()).find((y) => y._id === yatra._id)?.hi).toEqual({
      name: fullHindi.name,
      region: fullHindi.region,
      startCity: fullHindi.startCity,
      endCity: fullHindi.endCity,
    });
    const shown = await details(yatra._id);
    expect(shown.name).toBe(yatra.name);
    expect(shown.hi).toMatchObject({ description: fullHindi.description, itinerary: fullHindi.itinerary });

    const booking = await bookTwo(yatra, departure?._id ?? '');
    expect(booking.hi).toEqual({ yatraName: fullHindi.name, startCity: fullHindi.startCity });
    // The booking keeps the Hindi it was made with, like the English names.
    await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, { hi: { ...fullHindi, name: 'नया नाम' } });
    const listed = await as(admin, 'GET', `/api/admin/yatra/bookings?yatraId=${yatra._id}`);
    expect(listed.json<{ results: YatraBooking[] }>().results.map((b) => b.hi.yatraName)).toEqual([fullHindi.name]);
  });

  it('refuses Hindi longer than the English limits, changing nothing', async () => {
    const yatra = await createYatra({ name: 'Hindi Kashi' });
    const res = await as(admin, 'PATCH', `/api/admin/yatras/${yatra._id}`, {
      hi: { itinerary: [{ overnight: 'क'.repeat(81) }] },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/Hindi text can have at most 80 characters/);
    expect(dataOf(await as(admin, 'GET', `/api/admin/yatras/${yatra._id}`)).hi).toEqual({});
  });
});
