import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminNews, AdminNewsCategory } from '@seva/contracts';
import {
  dataOf,
  expectAdminOnly,
  messageOf,
  multipartImage,
  openApiOperations,
  useAdminTestApp,
  type Method,
} from '../../test/admin.js';
import { injectAs } from '../../test/login.js';

const server = useAdminTestApp();
const { as } = server;

const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const listOf = <T>(res: { json: () => unknown }) => res.json() as { results: T[]; total: number };

async function createCategory(body: object): Promise<AdminNewsCategory> {
  const res = await as('POST', '/api/admin/news/categories', body);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminNewsCategory>(res);
}
const story = (categoryId: string, overrides: object = {}) => ({
  categoryId,
  title: 'Kedarnath doors close for winter',
  summary: 'The portals closed at dawn after the Bhai Dooj rituals.',
  body: 'The doors of Kedarnath Dham were closed for the winter this morning.',
  ...overrides,
});
async function createStory(categoryId: string, overrides: object = {}): Promise<AdminNews> {
  const res = await as('POST', '/api/admin/news/items', story(categoryId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminNews>(res);
}

describe('news console access', () => {
  it('lets only admins in (401 anonymous, 403 customer) and documents every route under the admin tag', async () => {
    const id = UNKNOWN_ID;
    const routes: [Method, string][] = [
      ['GET', '/api/admin/news/categories'],
      ['POST', '/api/admin/news/categories'],
      ['PATCH', `/api/admin/news/categories/${id}`],
      ['DELETE', `/api/admin/news/categories/${id}`],
      ['GET', '/api/admin/news/items'],
      ['POST', '/api/admin/news/items'],
      ['GET', `/api/admin/news/items/${id}`],
      ['PATCH', `/api/admin/news/items/${id}`],
      ['DELETE', `/api/admin/news/items/${id}`],
      ['POST', `/api/admin/news/items/${id}/image`],
    ];
    for (const [method, url] of routes) await expectAdminOnly(server.app, server.customer, method, url);
    const operations = await openApiOperations(server.app, (path) => path.startsWith('/api/admin/news/'));
    expect(operations).toHaveLength(routes.length);
    for (const op of operations) expect(op.tags, `${op.method} ${op.path}`).toEqual(['admin']);
  });
});

describe('news categories', () => {
  it('creates with defaults, refuses a taken name (409) and bad input (400)', async () => {
    const created = await createCategory({ name: 'Yatra Updates', nameHi: 'यात्रा समाचार' });
    expect(created).toMatchObject({ slug: 'yatra-updates', nameHi: 'यात्रा समाचार', sortOrder: 0, active: true });
    const again = await as('POST', '/api/admin/news/categories', { name: 'Yatra  updates!' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toContain('yatra-updates');
    const blank = await as('POST', '/api/admin/news/categories', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toBe('Please enter the name.');
  });

  it('updates (a new name makes a new slug), filters and pages the list', async () => {
    const category = await createCategory({ name: 'Festivels', sortOrder: 3 });
    const renamed = await as('PATCH', `/api/admin/news/categories/${category._id}`, {
      name: 'Festivals',
      active: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(dataOf<AdminNewsCategory>(renamed)).toMatchObject({ slug: 'festivals', active: false });
    expect(messageOf(await as('PATCH', `/api/admin/news/categories/${category._id}`, {}))).toBe('Nothing to update.');
    expect((await as('PATCH', `/api/admin/news/categories/${UNKNOWN_ID}`, { name: 'Seva' })).statusCode).toBe(404);

    const hidden = listOf<AdminNewsCategory>(await as('GET', '/api/admin/news/categories?active=false'));
    expect(hidden.results.map((c) => c.slug)).toEqual(['festivals']);
    const found = listOf<AdminNewsCategory>(await as('GET', '/api/admin/news/categories?q=YATRA'));
    expect(found.results.map((c) => c.slug)).toEqual(['yatra-updates']);
    const paged = await as('GET', '/api/admin/news/categories?page=2&pageSize=1');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, results: [{ slug: 'festivals' }] });
  });

  it('deletes an empty category, and answers 409 for one holding news (hide it instead)', async () => {
    const empty = await createCategory({ name: 'Empty Desk' });
    const deleted = await as('DELETE', `/api/admin/news/categories/${empty._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: true, message: 'News category deleted.' });
    expect((await as('DELETE', `/api/admin/news/categories/${empty._id}`)).statusCode).toBe(404);

    const busy = await createCategory({ name: 'Busy Desk' });
    await createStory(busy._id, { active: false });
    const refused = await as('DELETE', `/api/admin/news/categories/${busy._id}`);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('This category still holds news. Hide it instead (set it inactive).');
  });
});

describe('news items', () => {
  let desk: AdminNewsCategory;
  beforeAll(async () => {
    desk = await createCategory({ name: 'Temples & Tirth' });
  });

  it('publishes now by default, schedules a future time, keeps drafts', async () => {
    const before = Date.now();
    const res = await as('POST', '/api/admin/news/items', story(desk._id));
    expect(res.statusCode).toBe(201);
    expect(messageOf(res)).toBe('News published.');
    const created = dataOf<AdminNews>(res);
    expect(created).toMatchObject({
      categoryName: 'Temples & Tirth',
      source: 'Seva News Desk',
      isBreaking: false,
      active: true,
      image: null,
    });
    expect(Date.parse(created.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.publishedAt)).toBeLessThanOrEqual(Date.now());

    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await as('POST', '/api/admin/news/items', story(desk._id, { publishedAt: later }));
    expect(messageOf(scheduled)).toBe('News scheduled: customers see it from its publish time.');
    expect(dataOf<AdminNews>(scheduled).publishedAt).toBe(later);
    const draft = await as('POST', '/api/admin/news/items', story(desk._id, { active: false }));
    expect(messageOf(draft)).toBe('News saved as a draft (hidden from customers).');
  });

  it('refuses bad input with the field message and an unknown category', async () => {
    const cases: [object, string][] = [
      [{ title: 'Hi' }, 'Please enter the headline.'],
      [{ summary: 'short' }, 'Please enter the summary.'],
      [{ body: 'x'.repeat(20_001) }, 'The story can have at most 20000 characters.'],
      [{ publishedAt: 'tomorrow' }, 'Please enter a date and time.'],
      [{ categoryId: 'temples' }, 'Invalid id.'],
      [{ categoryId: UNKNOWN_ID }, 'Please choose a news category that exists.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await as('POST', '/api/admin/news/items', story(desk._id, overrides));
      expect(res.statusCode, message).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
  });

  it('lists newest first with filters; reads, updates and deletes one', async () => {
    const other = await createCategory({ name: 'Festivals Desk' });
    const chhath = await createStory(other._id, {
      title: 'Chhath ghats readied along the Ganga',
      isBreaking: true,
      source: 'Seva Correspondent, Patna',
    });
    const byCategory = listOf<AdminNews>(await as('GET', `/api/admin/news/items?categoryId=${other._id}`));
    expect(byCategory.results.map((n) => n._id)).toEqual([chhath._id]);
    const breaking = listOf<AdminNews>(await as('GET', '/api/admin/news/items?breaking=true'));
    expect(breaking.results.map((n) => n._id)).toEqual([chhath._id]);
    const bySource = listOf<AdminNews>(await as('GET', '/api/admin/news/items?q=patna'));
    expect(bySource.results.map((n) => n._id)).toEqual([chhath._id]);
    const drafts = listOf<AdminNews>(await as('GET', '/api/admin/news/items?active=false'));
    expect(drafts.results.every((n) => !n.active)).toBe(true);
    const all = listOf<AdminNews>(await as('GET', '/api/admin/news/items?pageSize=100'));
    const times = all.results.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await as('GET', '/api/admin/news/items?pageSize=101')).statusCode).toBe(400);

    const read = await as('GET', `/api/admin/news/items/${chhath._id}`);
    expect(dataOf<AdminNews>(read)).toEqual(chhath);
    const patched = await as('PATCH', `/api/admin/news/items/${chhath._id}`, {
      categoryId: desk._id,
      isBreaking: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(dataOf<AdminNews>(patched)).toMatchObject({ categoryId: desk._id, categoryName: 'Temples & Tirth' });
    expect((await as('PATCH', `/api/admin/news/items/${UNKNOWN_ID}`, { isBreaking: true })).statusCode).toBe(404);
    const badMove = await as('PATCH', `/api/admin/news/items/${chhath._id}`, { categoryId: UNKNOWN_ID });
    expect(badMove.statusCode).toBe(400);

    const deleted = await as('DELETE', `/api/admin/news/items/${chhath._id}`);
    expect(deleted.json()).toEqual({ status: true, message: 'News deleted.' });
    expect((await as('GET', `/api/admin/news/items/${chhath._id}`)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/admin/news/items/${chhath._id}`)).statusCode).toBe(404);
  });

  it('stores an uploaded picture in three widths as WebP and AVIF and refuses non-images and big files', async () => {
    const news = await createStory(desk._id);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e15602' } })
      .png()
      .toBuffer();
    const upload = (id: string, data: Buffer, name = 'ghat.png', type = 'image/png') =>
      injectAs(server.app, server.admin.token, {
        method: 'POST',
        url: `/api/admin/news/items/${id}/image`,
        ...multipartImage(data, name, type),
      });
    const res = await upload(news._id, png);
    expect(res.statusCode, res.body).toBe(200);
    const { image } = dataOf<AdminNews>(res);
    expect(image).toMatchObject({ width: 1280, height: 720 });
    expect(image?.srcSet.split(', ')).toHaveLength(3);
    expect(image?.avifSrcSet).toMatch(/-1280\.avif 1280w$/);
    const served = await server.app.inject({ method: 'GET', url: image?.src ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const text = await upload(news._id, Buffer.from('not a picture'), 'note.txt', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(messageOf(text)).toBe('Please upload a JPEG, PNG or WebP image.');
    const big = await upload(news._id, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect(messageOf(big)).toBe('The image is larger than 5 MB. Please choose a smaller one.');
    expect((await upload(UNKNOWN_ID, png)).statusCode).toBe(404);
  });
});

describe('news in Hindi (issue 21, decision 011)', () => {
  const fullHindi = {
    title: 'शीतकाल के लिए बंद हुए केदारनाथ के कपाट',
    summary: 'भैयादूज के अनुष्ठानों के बाद भोर में कपाट बंद कर दिए गए।',
    body: 'आज सुबह केदारनाथ धाम के कपाट शीतकाल के लिए बंद कर दिए गए।',
    source: 'सेवा समाचार डेस्क',
  };
  const missingList = async (q: string) =>
    listOf<AdminNews>(await as('GET', `/api/admin/news/items?hindi=missing&q=${encodeURIComponent(q)}`)).results;

  it('names the fields without Hindi and lists the story under "Hindi missing" until all have it', async () => {
    const category = await createCategory({ name: 'Dham News', nameHi: 'धाम समाचार' });
    const title = 'Badrinath doors close for winter';
    const created = await createStory(category._id, { title, hi: { title: fullHindi.title, body: ' ' } });
    expect(created.hindiMissing).toEqual(['summary', 'body', 'source']);
    expect((await missingList(title)).map((n) => n._id)).toEqual([created._id]);

    const saved = await as('PATCH', `/api/admin/news/items/${created._id}`, { hi: fullHindi });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf<AdminNews>(saved)).toMatchObject({ hi: fullHindi, hindiMissing: [] });
    expect(await missingList(title)).toEqual([]);
  });

  it('gives customers both languages: the card with the category’s Hindi name, the details with the body', async () => {
    const category = await createCategory({ name: 'Char Dham', nameHi: 'चार धाम' });
    const created = await createStory(category._id, { title: 'Gangotri doors close for winter', hi: fullHindi });
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/user/getNewsByCategory?categoryId=${category._id}`,
    });
    expect(listOf<{ hi: object }>(list).results[0]?.hi).toEqual({
      title: fullHindi.title,
      summary: fullHindi.summary,
      source: fullHindi.source,
      categoryName: 'चार धाम',
    });
    const details = await server.app.inject({ method: 'GET', url: `/api/user/news/${created._id}` });
    expect(details.json<{ data: { title: string; hi: object } }>().data).toMatchObject({
      title: 'Gangotri doors close for winter',
      hi: { ...fullHindi, categoryName: 'चार धाम' },
    });
  });

  it('refuses Hindi longer than the English limits', async () => {
    const category = await createCategory({ name: 'Long Hindi' });
    const res = await as('POST', '/api/admin/news/items', story(category._id, { hi: { title: 'क'.repeat(201) } }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/Hindi text can have at most 200 characters/);
  });
});
