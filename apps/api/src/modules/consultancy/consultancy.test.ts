import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSULTANCY_ALREADY_OPEN,
  CONSULTANCY_RECEIVED,
  CONSULTANCY_TOPICS,
  type ConsultancyRequest,
} from '@seva/contracts';
import { createAdminTestApp, messageOf, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { CONSULTANCY_REQUESTS_PER_HOUR } from './routes.js';
import { consultancyRequests } from './tables.js';

let ctx: TestContext;
let admin: LoggedIn;

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
});
afterAll(async () => ctx.app.close());

const REQUEST_URL = '/api/app/customer/consultant_request';
const LIST_URL = '/api/app/customer/consultant_requests';
const ask = (overrides: object = {}) => ({
  topic: 'kundli',
  preferredLanguage: 'hi',
  preferredTime: 'evening',
  message: 'Please guide me on my daughter’s kundli milan.',
  ...overrides,
});
const send = (who: LoggedIn, body: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: REQUEST_URL, payload: body });
const ownList = async (who: LoggedIn) =>
  (await injectAs(ctx.app, who.token, { method: 'GET', url: LIST_URL })).json<{ data: ConsultancyRequest[] }>().data;

describe('POST /api/app/customer/consultant_request', () => {
  it('needs a signed-in customer (401), before looking at the body', async () => {
    for (const payload of [ask(), {}]) {
      const res = await ctx.app.inject({ method: 'POST', url: REQUEST_URL, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, success: false, message: 'Please login to continue.' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: LIST_URL })).statusCode).toBe(401);
  });

  it('refuses bad input with the field’s message (400)', async () => {
    const who = await loginAs(ctx.app);
    const cases: [object, string][] = [
      [{ topic: undefined }, 'Please choose a topic.'],
      [{ topic: 'lottery' }, 'Please choose a topic.'],
      [{ preferredLanguage: 'fr' }, 'Please choose a language.'],
      [{ preferredTime: 'midnight' }, 'Please choose a time for the call.'],
      [{ message: '  help   ' }, 'Please tell us a little more (at least 10 characters).'],
      [{ message: 'x'.repeat(1001) }, 'The message can have at most 1000 characters.'],
      [{ message: undefined }, 'Please tell us what you would like to ask.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await send(who, ask(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    expect(await ownList(who)).toEqual([]);
  });

  it('saves the request as new and answers CONSULTANCY_RECEIVED; one open request per topic (409)', async () => {
    const who = await loginAs(ctx.app);
    const res = await send(who, ask({ message: '  Which muhurat suits griha pravesh?  ', topic: 'muhurat' }));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: boolean; message: string; data: ConsultancyRequest }>();
    expect(body).toMatchObject({
      status: true,
      message: CONSULTANCY_RECEIVED,
      data: { topic: 'muhurat', preferredLanguage: 'hi', preferredTime: 'evening', status: 'new' },
    });
    expect(body.data.message).toBe('Which muhurat suits griha pravesh?');
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);

    const again = await send(who, ask({ topic: 'muhurat' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, success: false, message: CONSULTANCY_ALREADY_OPEN });
    expect((await send(who, ask({ topic: 'vastu' }))).statusCode).toBe(200);
  });

  it('makes one row when the same request is sent twice at once', async () => {
    const who = await loginAs(ctx.app);
    const answers = await Promise.all([send(who, ask()), send(who, ask())]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.app.db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.customerId, who.userId));
    expect(rows).toHaveLength(1);
  });

  it('takes a new request on a topic once the last one is closed', async () => {
    const who = await loginAs(ctx.app);
    const first = (await send(who, ask())).json<{ data: ConsultancyRequest }>().data;
    const closed = await requestAs(ctx.app, admin, 'PATCH', `/api/admin/consultancy/${first._id}/status`, {
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    const second = await send(who, ask());
    expect(second.statusCode).toBe(200);
    expect((await ownList(who)).map((r) => [r._id, r.status])).toEqual([
      [second.json<{ data: ConsultancyRequest }>().data._id, 'new'],
      [first._id, 'closed'],
    ]);
  });

  it('limits each customer to CONSULTANCY_REQUESTS_PER_HOUR requests an hour (429), not their neighbours', async () => {
    const busy = await loginAs(ctx.app);
    for (let i = 0; i < CONSULTANCY_REQUESTS_PER_HOUR; i++) {
      const topic = CONSULTANCY_TOPICS[i % CONSULTANCY_TOPICS.length];
      expect((await send(busy, ask({ topic }))).statusCode).not.toBe(429);
    }
    const limited = await send(busy, ask({ topic: 'other' }));
    expect(limited.statusCode).toBe(429);
    expect(messageOf(limited)).toMatch(/^You have sent many requests\. Please try again in \d+ minutes\.$/);
    const neighbour = await loginAs(ctx.app);
    expect((await send(neighbour, ask())).statusCode).toBe(200);
  });
});

describe('GET /api/app/customer/consultant_requests', () => {
  it('lists only the customer’s own requests, newest first', async () => {
    const [asha, vikram] = [await loginAs(ctx.app), await loginAs(ctx.app)];
    const mine: string[] = [];
    for (const topic of ['kundli', 'career', 'health'])
      mine.push((await send(asha, ask({ topic }))).json<{ data: ConsultancyRequest }>().data._id);
    await send(vikram, ask({ topic: 'kundli' }));

    const res = await injectAs(ctx.app, asha.token, { method: 'GET', url: LIST_URL });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: ConsultancyRequest[] }>().data.map((r) => r._id)).toEqual([...mine].reverse());
    expect((await ownList(vikram)).map((r) => r.topic)).toEqual(['kundli']);
  });
});
