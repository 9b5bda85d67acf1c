import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProfile, MediaImage, MilanGender } from '@seva/contracts';
import { newId } from '../../../db/ids.js';
import {
  dataOf,
  expectAdminOnly,
  messageOf,
  openApiOperations,
  useAdminTestApp,
  type Method,
} from '../../../test/admin.js';
import { randomMobile } from '../../../test/login.js';
import { insertMilanProfile } from '../../../test/milan.js';
import { insertPayment } from '../../../test/payments.js';
import { createCustomer } from '../../customers/service.js';
import { milanMemberships, milanPhotos, milanPlans, milanProfiles } from '../tables.js';

const server = useAdminTestApp();
const { as } = server;
const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const DAY = 24 * 60 * 60 * 1000;

type Member = { id: string; mobile: string; photoIds: string[] };
let anita: Member;
let rahul: Member;
let meera: Member;

const image = (name: string): MediaImage => ({
  src: `/uploads/milan/${name}-640.webp`,
  srcSet: `/uploads/milan/${name}-320.webp 320w, /uploads/milan/${name}-640.webp 640w`,
  avifSrcSet: `/uploads/milan/${name}-320.avif 320w`,
  width: 640,
  height: 800,
});

/** A customer with a Milan Sathi profile made `daysAgo` days ago and `photos` photos (the first primary). */
async function member(
  name: [string, string],
  details: { gender: MilanGender; email: string; daysAgo: number; photos?: number },
): Promise<Member> {
  const { db } = server.app;
  const mobile = randomMobile();
  const customer = await createCustomer(db, { mobile, firstName: name[0], lastName: name[1], email: details.email });
  await insertMilanProfile(db, customer.id, {
    gender: details.gender,
    createdAt: new Date(Date.now() - details.daysAgo * DAY),
  });
  const photoIds: string[] = [];
  for (let position = 0; position < (details.photos ?? 0); position++) {
    const id = newId();
    await db.insert(milanPhotos).values({
      id,
      customerId: customer.id,
      image: image(`${name[0].toLowerCase()}-${position}`),
      isPrimary: position === 0,
      position,
    });
    photoIds.push(id);
  }
  return { id: customer.id, mobile, photoIds };
}

/** Gives `who` a paid plan named `name` running from `startsDaysAgo` for `days` days. */
async function buyPlan(who: Member, name: string, startsDaysAgo: number, days: number) {
  const { db } = server.app;
  const [plan] = await db
    .insert(milanPlans)
    .values({
      code: name.toLowerCase().replace(/\s+/g, '-'),
      name,
      durationDays: days,
      pricePaise: 99_900,
      contactViews: 60,
      requestsPerDay: 20,
      messaging: true,
      profileBoost: false,
    })
    .returning();
  const payment = await insertPayment(server.app, { customerId: who.id, amountPaise: 99_900, purpose: 'membership' });
  const startsAt = new Date(Date.now() - startsDaysAgo * DAY);
  await db.insert(milanMemberships).values({
    customerId: who.id,
    planId: plan!.id,
    paymentId: payment.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + days * DAY),
  });
}

const list = async (query = '') => {
  const res = await as('GET', `/api/admin/milan/profiles${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: AdminProfile[]; total: number; page: number; pageSize: number }>();
};
const ids = (page: { results: AdminProfile[] }) => page.results.map((p) => p._id);
const setStatus = (id: string, body: object) => as('PATCH', `/api/admin/milan/profiles/${id}/status`, body);
const removePhoto = (id: string, photoId: string) => as('DELETE', `/api/admin/milan/profiles/${id}/photos/${photoId}`);

beforeAll(async () => {
  anita = await member(['Anita', 'Sharma'], {
    gender: 'female',
    email: 'anita.sharma@example.com',
    daysAgo: 3,
    photos: 3,
  });
  rahul = await member(['Rahul', 'Mishra'], { gender: 'male', email: 'rahul.m@example.com', daysAgo: 2, photos: 1 });
  meera = await member(['Meera', 'Iyer'], { gender: 'female', email: '', daysAgo: 1 });
  await buyPlan(rahul, 'Gold Monthly', 5, 30);
  // A plan that ended yesterday is not the plan running now.
  await buyPlan(meera, 'Basic Monthly', 31, 30);
});

describe('Milan Sathi profiles console', () => {
  it('lets only admins in and documents its routes under the admin tag', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/admin/milan/profiles'],
      ['PATCH', `/api/admin/milan/profiles/${anita.id}/status`],
      ['DELETE', `/api/admin/milan/profiles/${anita.id}/photos/${anita.photoIds[1]}`],
    ];
    for (const [method, url] of routes) await expectAdminOnly(server.app, server.customer, method, url);
    const operations = await openApiOperations(server.app, (path) => path.startsWith('/api/admin/milan/profiles'));
    expect(operations).toHaveLength(3);
    for (const op of operations) expect(op.tags).toEqual(['admin']);
    // The customer's attempts changed nothing.
    expect((await list()).results.find((p) => p._id === anita.id)?.photos).toHaveLength(3);
  });

  it('lists profiles newest first with the member’s contact, photos and the paid plan running now, paged', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([meera.id, rahul.id, anita.id]);
    const [meeraRow, rahulRow, anitaRow] = all.results;
    expect(anitaRow).toMatchObject({
      firstName: 'Anita',
      lastName: 'Sharma',
      mobile: anita.mobile,
      email: 'anita.sharma@example.com',
      gender: 'female',
      age: new Date().getUTCFullYear() - 1995,
      city: 'Varanasi',
      state: 'Uttar Pradesh',
      occupation: 'software',
      status: 'active',
      suspendedReason: '',
      planName: null,
    });
    expect(anitaRow?.photos.map((p) => [p._id, p.isPrimary])).toEqual([
      [anita.photoIds[0], true],
      [anita.photoIds[1], false],
      [anita.photoIds[2], false],
    ]);
    expect(anitaRow?.photos[0]?.image.src).toBe('/uploads/milan/anita-0-640.webp');
    expect(rahulRow?.planName).toBe('Gold Monthly');
    expect(meeraRow).toMatchObject({ planName: null, photos: [], email: '' });

    const second = await list('?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([anita.id]);
    expect((await as('GET', '/api/admin/milan/profiles?pageSize=101')).statusCode).toBe(400);
    expect((await as('GET', '/api/admin/milan/profiles?status=hidden')).statusCode).toBe(400);
  });

  it('searches by first, last or full name, mobile, e-mail, id and the short #id', async () => {
    expect(ids(await list('?q=anita'))).toEqual([anita.id]);
    expect(ids(await list('?q=MISHRA'))).toEqual([rahul.id]);
    expect(ids(await list(`?q=${encodeURIComponent('meera iyer')}`))).toEqual([meera.id]);
    expect(ids(await list(`?q=${rahul.mobile}`))).toEqual([rahul.id]);
    expect(ids(await list('?q=example.com'))).toEqual([rahul.id, anita.id]);
    expect(ids(await list(`?q=${meera.id}`))).toEqual([meera.id]);
    expect(ids(await list(`?q=%23${anita.id.slice(-8)}`))).toEqual([anita.id]);
    expect((await list('?q=nobody')).total).toBe(0);
    // Customers without a profile (the demo customer) are not members.
    expect((await list('?q=priya')).total).toBe(0);
  });

  it('suspends only with a reason, filters by status and restores', async () => {
    const missing = await setStatus(rahul.id, { status: 'suspended' });
    expect(missing.statusCode).toBe(400);
    const short = await setStatus(rahul.id, { status: 'suspended', reason: ' fake ' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('Please give the reason (at least 5 characters).');
    expect((await setStatus(rahul.id, { status: 'hidden' })).statusCode).toBe(400);
    expect((await list('?status=suspended')).total).toBe(0);

    const reason = 'Photos belong to someone else (reported twice).';
    const suspended = await setStatus(rahul.id, { status: 'suspended', reason });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(messageOf(suspended)).toBe('The profile is suspended. Nobody sees it in search or on its page.');
    expect(dataOf<AdminProfile>(suspended)).toMatchObject({
      _id: rahul.id,
      status: 'suspended',
      suspendedReason: reason,
      planName: 'Gold Monthly',
    });
    const [row] = await server.app.db
      .select({ suspendedAt: milanProfiles.suspendedAt })
      .from(milanProfiles)
      .where(eq(milanProfiles.customerId, rahul.id));
    expect(row?.suspendedAt).toBeInstanceOf(Date);
    expect(ids(await list('?status=suspended'))).toEqual([rahul.id]);
    expect(ids(await list('?status=active'))).toEqual([meera.id, anita.id]);
    expect(ids(await list('?status=suspended&q=anita'))).toEqual([]);

    // A new reason keeps the time of the first suspension.
    const again = await setStatus(rahul.id, { status: 'suspended', reason: 'Asked for money on a call.' });
    expect(dataOf<AdminProfile>(again).suspendedReason).toBe('Asked for money on a call.');
    const [still] = await server.app.db
      .select({ suspendedAt: milanProfiles.suspendedAt })
      .from(milanProfiles)
      .where(eq(milanProfiles.customerId, rahul.id));
    expect(still?.suspendedAt?.getTime()).toBe(row?.suspendedAt?.getTime());

    const restored = await setStatus(rahul.id, { status: 'active' });
    expect(restored.statusCode).toBe(200);
    expect(messageOf(restored)).toBe('The profile is restored and shows in search again.');
    expect(dataOf<AdminProfile>(restored)).toMatchObject({ status: 'active', suspendedReason: '' });
    expect((await list('?status=suspended')).total).toBe(0);

    expect((await setStatus(UNKNOWN_ID, { status: 'active' })).statusCode).toBe(404);
    expect((await setStatus('not-an-id', { status: 'active' })).statusCode).toBe(400);
  });

  it('removes a photo; when it was the primary one the next photo becomes primary', async () => {
    const [first, second, third] = anita.photoIds as [string, string, string];
    const middle = await removePhoto(anita.id, second);
    expect(middle.statusCode, middle.body).toBe(200);
    expect(messageOf(middle)).toBe('Photo removed.');
    expect(dataOf<AdminProfile>(middle).photos.map((p) => [p._id, p.isPrimary])).toEqual([
      [first, true],
      [third, false],
    ]);

    const primary = await removePhoto(anita.id, first);
    expect(dataOf<AdminProfile>(primary).photos.map((p) => [p._id, p.isPrimary])).toEqual([[third, true]]);
    const listed = (await list('?q=anita')).results[0];
    expect(listed?.photos.map((p) => [p._id, p.isPrimary])).toEqual([[third, true]]);

    // A photo of another profile, one already removed, or an unknown profile: 404, nothing removed.
    const others = await removePhoto(anita.id, rahul.photoIds[0]!);
    expect(others.statusCode).toBe(404);
    expect(messageOf(others)).toBe('This photo was not found.');
    expect((await removePhoto(anita.id, first)).statusCode).toBe(404);
    expect((await removePhoto(UNKNOWN_ID, third)).statusCode).toBe(404);
    expect((await removePhoto(anita.id, 'nope')).statusCode).toBe(400);
    expect((await list(`?q=${rahul.id}`)).results[0]?.photos).toHaveLength(1);

    const last = await removePhoto(anita.id, third);
    expect(dataOf<AdminProfile>(last).photos).toEqual([]);
  });
});
