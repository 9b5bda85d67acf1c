import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DARSHAN_MAX_IMAGES,
  type AdminDarshan,
  type AdminDarshanTemple,
  type DailyDarshanResponse,
} from '@seva/contracts';
import { dataOf, messageOf, useAdminTestApp } from '../../test/admin.js';
import { injectAs } from '../../test/login.js';
import { multipartFile } from '../../test/media.js';
import { addDays, indiaToday } from '../../lib/india-dates.js';

const server = useAdminTestApp();
const { as } = server;
const today = indiaToday(new Date());
let picture: Buffer;

beforeAll(async () => {
  picture = await sharp({ create: { width: 360, height: 480, channels: 3, background: '#ff9933' } })
    .png()
    .toBuffer();
});

const addPicture = (darshanId: string) =>
  injectAs(server.app, server.admin.token, {
    method: 'POST',
    url: `/api/admin/darshan/entries/${darshanId}/images`,
    ...multipartFile(picture, 'shringar.png', 'image/png'),
  });
const publicDarshan = async (query = '') =>
  (await server.app.inject({ method: 'GET', url: `/api/admin/getDailyDarshan${query}` })).json<DailyDarshanResponse>();

async function createTemple(overrides: object = {}): Promise<AdminDarshanTemple> {
  const res = await as('POST', '/api/admin/darshan/temples', {
    name: 'Shri Mahakaleshwar',
    deity: 'Shiva',
    city: 'Ujjain',
    state: 'Madhya Pradesh',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminDarshanTemple>(res);
}
async function createDarshan(templeId: string, date: string): Promise<AdminDarshan> {
  const res = await as('POST', '/api/admin/darshan/entries', { templeId, date, title: 'Bhasma aarti shringar' });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminDarshan>(res);
}

describe('darshan temples', () => {
  it('adds, validates, lists and updates temples', async () => {
    const temple = await createTemple({ nameHi: 'श्री महाकालेश्वर', sortOrder: 2 });
    expect(temple).toMatchObject({ name: 'Shri Mahakaleshwar', nameHi: 'श्री महाकालेश्वर', sortOrder: 2, active: true });
    const noDeity = await as('POST', '/api/admin/darshan/temples', {
      name: 'Somnath',
      city: 'Veraval',
      state: 'Gujarat',
    });
    expect(noDeity.statusCode).toBe(400);
    expect(messageOf(noDeity)).toBe('Please enter the deity.');
    await createTemple({ name: 'Kashi Vishwanath', city: 'Varanasi', state: 'Uttar Pradesh', sortOrder: 1 });
    const list = await as('GET', '/api/admin/darshan/temples');
    expect(list.json<{ results: AdminDarshanTemple[] }>().results.map((t) => t.name)).toEqual([
      'Kashi Vishwanath',
      'Shri Mahakaleshwar',
    ]);
    expect((await as('GET', '/api/admin/darshan/temples?q=varanasi')).json()).toMatchObject({ total: 1 });
    const hidden = await as('PATCH', `/api/admin/darshan/temples/${temple._id}`, { active: false });
    expect(dataOf<AdminDarshanTemple>(hidden).active).toBe(false);
    expect(
      (await as('PATCH', '/api/admin/darshan/temples/0123456789abcdef01234567', { city: 'Nowhere' })).statusCode,
    ).toBe(404);
  });
});

describe('darshan days', () => {
  let temple: AdminDarshanTemple;
  beforeAll(async () => {
    temple = await createTemple({ name: 'Shri Siddhivinayak', deity: 'Ganesha', city: 'Mumbai', state: 'Maharashtra' });
  });

  it('adds one darshan a temple a day (409 for a second) and shows it to customers once it has a picture', async () => {
    const darshan = await createDarshan(temple._id, today);
    expect(darshan).toMatchObject({ date: today, images: [], temple: { _id: temple._id, deity: 'Ganesha' } });
    const again = await as('POST', '/api/admin/darshan/entries', { templeId: temple._id, date: today, title: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(`This temple already has a darshan on ${today}. Please edit that one instead.`);
    expect((await publicDarshan(`?templeId=${temple._id}`)).data).toEqual([]);

    const res = await addPicture(darshan._id);
    expect(res.statusCode, res.body).toBe(200);
    const [image] = dataOf<AdminDarshan>(res).images;
    expect(image).toMatchObject({ width: 360, height: 480 });
    expect(image?.src).toMatch(new RegExp(`^/uploads/darshan/${temple._id}-${today}-[0-9a-f]{12}-360\\.webp$`));
    const shown = await publicDarshan(`?templeId=${temple._id}`);
    expect(shown).toMatchObject({ date: today, days: [today], data: [{ _id: darshan._id, images: [image] }] });
  });

  it('refuses bad fields (400 with the message) and an unknown temple', async () => {
    const cases: [object, string][] = [
      [{ templeId: temple._id, date: '2026-02-30', title: 'Shringar' }, 'Please enter a real calendar date.'],
      [{ templeId: temple._id, date: '30/01/2026', title: 'Shringar' }, 'Please enter the date as YYYY-MM-DD.'],
      [{ templeId: temple._id, date: today, title: '' }, 'Please enter the title.'],
      [{ templeId: '0123456789abcdef01234567', date: today, title: 'Shringar' }, 'Please choose a temple that exists.'],
    ];
    for (const [body, message] of cases) {
      const res = await as('POST', '/api/admin/darshan/entries', body);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
  });

  it(`holds at most ${DARSHAN_MAX_IMAGES} pictures, added one at a time and removed by place`, async () => {
    const darshan = await createDarshan(temple._id, addDays(today, -1));
    let images: AdminDarshan['images'] = [];
    for (let i = 0; i < DARSHAN_MAX_IMAGES; i += 1) {
      const res = await addPicture(darshan._id);
      expect(res.statusCode, res.body).toBe(200);
      images = dataOf<AdminDarshan>(res).images;
    }
    expect(images).toHaveLength(DARSHAN_MAX_IMAGES);
    const full = await addPicture(darshan._id);
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(`A darshan holds at most ${DARSHAN_MAX_IMAGES} pictures. Please remove one first.`);

    const removed = await as('DELETE', `/api/admin/darshan/entries/${darshan._id}/images/0`);
    expect(removed.statusCode).toBe(200);
    expect(dataOf<AdminDarshan>(removed).images).toHaveLength(DARSHAN_MAX_IMAGES - 1);
    const past = await as('DELETE', `/api/admin/darshan/entries/${darshan._id}/images/${DARSHAN_MAX_IMAGES - 1}`);
    expect(past.statusCode).toBe(404);
    expect(messageOf(past)).toBe('This darshan has no picture at that place.');
    expect(
      (await as('DELETE', `/api/admin/darshan/entries/${darshan._id}/images/${DARSHAN_MAX_IMAGES}`)).statusCode,
    ).toBe(400);
    expect((await as('DELETE', `/api/admin/darshan/entries/0123456789abcdef01234567/images/0`)).statusCode).toBe(404);
  });

  it('lists newest first, moves a darshan to a free day only (409), and deletes it; a temple with days is kept', async () => {
    const older = await createDarshan(temple._id, addDays(today, -5));
    const list = await as('GET', `/api/admin/darshan/entries?templeId=${temple._id}`);
    expect(list.json<{ results: AdminDarshan[] }>().results.map((d) => d.date)).toEqual([
      today,
      addDays(today, -1),
      addDays(today, -5),
    ]);
    const oneDay = await as('GET', `/api/admin/darshan/entries?date=${addDays(today, -5)}`);
    expect(oneDay.json()).toMatchObject({ total: 1, results: [{ _id: older._id }] });

    const clash = await as('PATCH', `/api/admin/darshan/entries/${older._id}`, { date: today });
    expect(clash.statusCode).toBe(409);
    const moved = await as('PATCH', `/api/admin/darshan/entries/${older._id}`, {
      date: addDays(today, -4),
      description: 'Evening shringar with marigolds',
    });
    expect(dataOf<AdminDarshan>(moved)).toMatchObject({ date: addDays(today, -4) });
    expect((await as('GET', `/api/admin/darshan/entries/${older._id}`)).json()).toMatchObject({
      data: { description: 'Evening shringar with marigolds' },
    });

    const keep = await as('DELETE', `/api/admin/darshan/temples/${temple._id}`);
    expect(keep.statusCode).toBe(409);
    expect(messageOf(keep)).toBe(
      'This temple still holds darshan days, so it cannot be deleted. Hide it instead (switch off “Active”).',
    );
    expect((await as('DELETE', `/api/admin/darshan/entries/${older._id}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/admin/darshan/entries/${older._id}`)).statusCode).toBe(404);

    const empty = await createTemple({ name: 'Temple without darshan' });
    expect((await as('DELETE', `/api/admin/darshan/temples/${empty._id}`)).json()).toEqual({
      status: true,
      message: 'Temple deleted.',
    });
  });
});
