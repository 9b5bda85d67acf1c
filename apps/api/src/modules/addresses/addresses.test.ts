import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, MESSAGES } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';

let ctx: TestContext;
let priya: LoggedIn;
let ravi: LoggedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  priya = await loginAs(ctx.app);
  ravi = await loginAs(ctx.app);
});
afterAll(async () => ctx.app.close());

const home = {
  name: 'Priya Verma',
  mobile: '9876543210',
  houseNo: 'B-204, Shanti Apartments',
  area: 'Sector 62',
  landmark: 'Near Fortis Hospital',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201301',
  addressType: 'home',
};

const call = (who: LoggedIn, name: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/e-commerce/${name}`, payload });
const list = async (who: LoggedIn) =>
  (await call(who, 'get_address', { userId: who.userId })).json<{ results: { _id: string; city: string }[] }>().results;

describe('addresses', () => {
  it('adds, lists newest first, updates and deletes with the SPEC toasts', async () => {
    const added = await call(priya, 'add_address', { userId: priya.userId, ...home });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ status: true, message: MESSAGES.addressCreated, data: { city: 'Noida' } });
    const first = added.json<{ data: { _id: string } }>().data._id;
    const second = (
      await call(priya, 'add_address', { userId: priya.userId, ...home, city: 'Varanasi', pincode: '221001' })
    ).json<{ data: { _id: string } }>().data._id;
    expect((await list(priya)).map((a) => a._id)).toEqual([second, first]);

    const updated = await call(priya, 'update_address', {
      userId: priya.userId,
      addressId: first,
      ...home,
      city: 'Ghaziabad',
    });
    expect(updated.json()).toMatchObject({ message: MESSAGES.addressUpdated, data: { _id: first, city: 'Ghaziabad' } });

    const deleted = await call(priya, 'delete_address', { userId: priya.userId, addressId: second });
    expect(deleted.json()).toEqual({ status: true, success: true, message: MESSAGES.addressDeleted });
    expect((await list(priya)).map((a) => a.city)).toEqual(['Ghaziabad']);
  });

  it.each([
    ['a 5-digit pincode', { pincode: '20130' }, 'Pincode must be 6 digits.'],
    ['an unknown state', { state: 'Atlantis' }, 'Please choose the state.'],
    ['no house number', { houseNo: ' ' }, 'Please enter the flat or house number.'],
    ['a landline', { mobile: '0120445566' }, undefined],
  ])('refuses %s with 400 and saves nothing', async (_label, change, message) => {
    const before = (await list(priya)).length;
    const res = await call(priya, 'add_address', { userId: priya.userId, ...home, ...change });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<{ message: string }>().message).toContain(message);
    expect((await list(priya)).length).toBe(before);
  });

  it("never reads or changes another customer's addresses", async () => {
    const mine = (await call(priya, 'add_address', { userId: priya.userId, ...home })).json<{ data: { _id: string } }>()
      .data._id;
    expect((await call(ravi, 'get_address', { userId: priya.userId })).statusCode).toBe(403);
    expect((await call(ravi, 'add_address', { userId: priya.userId, ...home })).statusCode).toBe(403);
    const update = await call(ravi, 'update_address', { userId: ravi.userId, addressId: mine, ...home, city: 'X' });
    expect(update.statusCode).toBe(404);
    expect((await call(ravi, 'delete_address', { userId: ravi.userId, addressId: mine })).statusCode).toBe(404);
    expect((await list(priya)).some((a) => a._id === mine)).toBe(true);
    expect(await list(ravi)).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/e-commerce/get_address',
      payload: { userId: priya.userId },
    });
    expect(res.statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const meera = await loginAs(ctx.app);
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      expect((await call(meera, 'add_address', { userId: meera.userId, ...home })).statusCode).toBe(200);
    }
    const over = await call(meera, 'add_address', { userId: meera.userId, ...home });
    expect(over.statusCode).toBe(409);
    expect((await list(meera)).length).toBe(MAX_ADDRESSES);
  });

  it('holds the limit when many saves arrive at once', async () => {
    const anil = await loginAs(ctx.app);
    const saves = Array.from({ length: MAX_ADDRESSES + 3 }, () =>
      call(anil, 'add_address', { userId: anil.userId, ...home }),
    );
    const statuses = (await Promise.all(saves)).map((res) => res.statusCode);
    expect(statuses.filter((code) => code === 200)).toHaveLength(MAX_ADDRESSES);
    expect(statuses.filter((code) => code === 409)).toHaveLength(3);
    expect((await list(anil)).length).toBe(MAX_ADDRESSES);
  });
});
