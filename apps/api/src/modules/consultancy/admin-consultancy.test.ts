import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminConsultancy, ConsultancyRequest } from '@seva/contracts';
import { expectAdminOnly, messageOf, openApiOperations, useAdminTestApp, type Method } from '../../test/admin.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { CONSULTANCY_REOPEN_CONFLICT } from './admin-service.js';

const server = useAdminTestApp();
const { as } = server;
let stranger: LoggedIn;
/** The demo customer's (Priya Verma) kundli and vastu requests, and a stranger's career one. */
let kundli: ConsultancyRequest;
let vastu: ConsultancyRequest;
let career: ConsultancyRequest;

const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const inbox = async (query = '') =>
  (await as('GET', `/api/admin/consultancy${query}`)).json<{ results: AdminConsultancy[]; total: number }>();
const ids = (list: { results: AdminConsultancy[] }) => list.results.map((r) => r._id);

async function ask(who: LoggedIn, topic: string): Promise<ConsultancyRequest> {
  const res = await injectAs(server.app, who.token, {
    method: 'POST',
    url: '/api/app/customer/consultant_request',
    payload: { topic, preferredLanguage: 'en', preferredTime: 'morning', message: `A question about ${topic}.` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ConsultancyRequest }>().data;
}
const move = (id: string, body: object) => as('PATCH', `/api/admin/consultancy/${id}/status`, body);

beforeAll(async () => {
  stranger = await loginAs(server.app);
  kundli = await ask(server.customer, 'kundli');
  vastu = await ask(server.customer, 'vastu');
  career = await ask(stranger, 'career');
});

describe('consultancy inbox', () => {
  it('lets only admins in and documents its routes under the admin tag', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/admin/consultancy'],
      ['GET', `/api/admin/consultancy/${kundli._id}`],
      ['PATCH', `/api/admin/consultancy/${kundli._id}/status`],
    ];
    for (const [method, url] of routes) await expectAdminOnly(server.app, server.customer, method, url);
    const operations = await openApiOperations(server.app, (path) => path.startsWith('/api/admin/consultancy'));
    expect(operations).toHaveLength(3);
    for (const op of operations) expect(op.tags).toEqual(['admin']);
  });

  it('lists requests newest first with the customer’s name and mobile, paged', async () => {
    const all = await inbox();
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([career._id, vastu._id, kundli._id]);
    expect(all.results[1]).toMatchObject({
      customerId: server.customer.userId,
      customerName: 'Priya Verma',
      customerMobile: server.customer.mobile,
      note: '',
      status: 'new',
    });
    // A customer who never gave a name shows none rather than an empty string.
    expect(all.results[0]).toMatchObject({ customerName: null, customerMobile: stranger.mobile });
    const second = await inbox('?page=2&pageSize=2');
    expect(ids(second)).toEqual([kundli._id]);
    expect((await as('GET', '/api/admin/consultancy?pageSize=101')).statusCode).toBe(400);
    expect((await as('GET', '/api/admin/consultancy?status=open')).statusCode).toBe(400);
  });

  it('searches by name, mobile, request id (also the short #id) and customer id', async () => {
    expect(ids(await inbox('?q=priya'))).toEqual([vastu._id, kundli._id]);
    expect(ids(await inbox(`?q=${encodeURIComponent('priya verma')}`))).toEqual([vastu._id, kundli._id]);
    expect(ids(await inbox(`?q=${stranger.mobile}`))).toEqual([career._id]);
    expect(ids(await inbox(`?q=%23${kundli._id.slice(-8)}`))).toEqual([kundli._id]);
    expect(ids(await inbox(`?q=${stranger.userId}`))).toEqual([career._id]);
    expect((await inbox('?q=nobody')).total).toBe(0);
  });

  it('reads one request; unknown ids are 404', async () => {
    const res = await as('GET', `/api/admin/consultancy/${vastu._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      data: { _id: vastu._id, topic: 'vastu', customerName: 'Priya Verma' },
    });
    expect((await as('GET', `/api/admin/consultancy/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await move(UNKNOWN_ID, { status: 'closed' })).statusCode).toBe(404);
  });

  it('moves new ↔ contacted → closed with a note; filters by status', async () => {
    const contacted = await move(kundli._id, { status: 'contacted', note: 'Called; will share the birth time.' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({
      message: 'The request is marked contacted.',
      data: { status: 'contacted', note: 'Called; will share the birth time.' },
    });
    expect(ids(await inbox('?status=contacted'))).toEqual([kundli._id]);
    const back = await move(kundli._id, { status: 'new' });
    expect(back.json()).toMatchObject({ data: { status: 'new', note: 'Called; will share the birth time.' } });
    const closed = await move(kundli._id, { status: 'closed', note: 'Kundli read out on the call.' });
    expect(messageOf(closed)).toBe('The request is closed. The customer may ask about this topic again.');
    expect(ids(await inbox('?status=closed'))).toEqual([kundli._id]);

    const bad = await move(vastu._id, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Please choose a valid request status.');
    const longNote = await move(vastu._id, { status: 'contacted', note: 'x'.repeat(1001) });
    expect(messageOf(longNote)).toBe('The note can have at most 1000 characters.');
  });

  it('reopens a closed request only while the customer has no other open one on the topic (409)', async () => {
    const again = await ask(server.customer, 'kundli');
    const refused = await move(kundli._id, { status: 'contacted' });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(CONSULTANCY_REOPEN_CONFLICT);

    expect((await move(again._id, { status: 'closed' })).statusCode).toBe(200);
    const reopened = await move(kundli._id, { status: 'contacted' });
    expect(reopened.statusCode).toBe(200);
    const own = await injectAs(server.app, server.customer.token, {
      method: 'GET',
      url: '/api/app/customer/consultant_requests',
    });
    const statuses = own.json<{ data: ConsultancyRequest[] }>().data.map((r) => [r._id, r.status]);
    expect(statuses).toContainEqual([kundli._id, 'contacted']);
  });
});
