import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchedBill, SavedBiller } from '@seva/contracts';
import { DAY_MS, addDays, indiaToday } from '../lib/india-dates.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../test/login.js';
import { notificationsOf } from '../test/notifications.js';
import { insertRechargeOrder } from '../test/recharge-orders.js';
import { setBillDueDate } from '../test/recharge.js';
import { notifyRechargeReminders } from './notify-recharge-reminders.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const log = { info: () => undefined };
const run = (now = new Date()) => notifyRechargeReminders(ctx.app.db, ctx.app.realtime, log, now);
const remindersOf = (who: LoggedIn) => notificationsOf(ctx.app, who.userId, 'recharge_reminder');
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('notifyRechargeReminders: plan validity', () => {
  it('reminds once, 3 days ahead, of the latest recharge of a number only', async () => {
    const who = await loginAs(ctx.app);
    const ending = await insertRechargeOrder(ctx.app.db, who.userId, {
      number: '9822200011',
      circle: 'DL',
      validityDays: 28,
      createdAt: daysAgo(26),
    });
    // Recharged again since: the older plan is superseded.
    await insertRechargeOrder(ctx.app.db, who.userId, {
      number: '9822200022',
      validityDays: 28,
      createdAt: daysAgo(26),
    });
    await insertRechargeOrder(ctx.app.db, who.userId, {
      number: '9822200022',
      validityDays: 28,
      createdAt: daysAgo(1),
    });
    // Ends in 10 days; and an "Existing plan" add-on without validity.
    await insertRechargeOrder(ctx.app.db, who.userId, {
      number: '9822200033',
      validityDays: 28,
      createdAt: daysAgo(18),
    });
    await insertRechargeOrder(ctx.app.db, who.userId, { number: '9822200044', createdAt: daysAgo(27) });

    const [first, second] = await Promise.all([run(), run()]);
    expect(first + second).toBe(1);
    expect(await run()).toBe(0);
    const notices = await remindersOf(who);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Your recharge plan ends soon',
      dedupeKey: `validity:${ending.orderId}`,
      link: '/recharge?recharge-type=prepaid-recharge&active-id=1&number=9822200011&operator=JIO&circle=DL',
    });
    expect(notices[0]?.body).toMatch(/^The plan on 9822200011 ends on \d{1,2} \w+ \d{4}\. Recharge now/);

    // Eight days on, the 10-day plan is inside the window too.
    await run(new Date(Date.now() + 8 * DAY_MS));
    expect(await remindersOf(who)).toHaveLength(2);
  });
});

describe('notifyRechargeReminders: saved billers', () => {
  it('reminds of an unpaid bill due within 3 days, once per due date', async () => {
    const who = await loginAs(ctx.app);
    const biller = { product_code: 'BSES_RAJDHANI', number: '823456789', nickname: 'Home electricity' };
    const post = (url: string, payload: object) =>
      injectAs(ctx.app, who.token, { method: 'POST', url: `/api/recharge/${url}`, payload });
    const saved = (await post('billers', biller)).json<{ data: SavedBiller }>().data;
    const bill = (await post('fetchBill', biller)).json<{ data: FetchedBill }>().data;
    const dueIn = (days: number) =>
      setBillDueDate(ctx.app, bill.fetched_bill_order_id, addDays(indiaToday(new Date()), days));

    await dueIn(5);
    expect(await run()).toBe(0);
    await dueIn(2);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const [notice] = await remindersOf(who);
    expect(notice).toMatchObject({
      title: 'A bill is due soon',
      dedupeKey: `bill_due:${saved._id}:${addDays(indiaToday(new Date()), 2)}`,
      link: '/recharge?recharge-type=electricity-bill&active-id=4&number=823456789&operator=BSES_RAJDHANI',
    });
    expect(notice?.body).toMatch(/^Home electricity: ₹[\d,.]+ is due on \d{1,2} \w+ \d{4}\.$/);
  });
});
