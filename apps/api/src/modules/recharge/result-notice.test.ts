import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItem } from '@seva/contracts';
import { pollRecharges } from '../../jobs/poll-recharges.js';
import type { RechargeAnswer, RechargeProvider } from '../../providers/recharge/types.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { loginAs } from '../../test/login.js';
import { notificationsOf } from '../../test/notifications.js';
import { payAndRecharge, prepaid } from '../../test/recharge.js';
import { settleDeliveries } from '../notifications/service.js';

let ctx: TestContext;
let answer: RechargeAnswer;
let statusAnswer: RechargeAnswer;
const log = { warn: () => undefined, info: () => undefined };
beforeAll(async () => {
  ctx = await createTestApp();
  const sandbox = ctx.app.providers.recharge;
  const fake: RechargeProvider = { ...sandbox, recharge: async () => answer, status: async () => statusAnswer };
  ctx.app.providers.recharge = fake;
});
afterAll(async () => ctx.app.close());

const texts = async (to: string) => {
  await settleDeliveries(ctx.app.db);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  return res.json<{ data: OutboxItem[] }>().data.filter((m) => m.channel === 'sms' && !m.code);
};
const success: RechargeAnswer = {
  status: 'success',
  providerOrderId: 'A1',
  operatorReference: 'OP1',
  message: 'Done.',
};
const pending: RechargeAnswer = {
  status: 'pending',
  providerOrderId: 'A1',
  operatorReference: null,
  message: 'In process.',
};

describe('a recharge’s final result', () => {
  it('is told at once when the operator answers, leading to the recharge history, by SMS too', async () => {
    const me = await loginAs(ctx.app);
    answer = success;
    const { result } = await payAndRecharge(ctx.app, me, prepaid('9876512345', 199));
    const [notice] = await notificationsOf(ctx.app, me.userId, 'recharge_result');
    expect(notice).toMatchObject({
      title: 'Recharge successful',
      body: `Your ₹199.00 recharge of Jio 9876512345 went through (${result?.data.reference}).`,
      link: '/history/recharge-history',
    });
    expect((await texts(me.mobile)).map((m) => m.body)).toContain(
      `Seva: Recharge successful. Your ₹199.00 recharge of Jio 9876512345 went through (${result?.data.reference}).`,
    );
  });

  it('is told once when the poll job finds it failed, however many passes run', async () => {
    const me = await loginAs(ctx.app);
    answer = pending;
    await payAndRecharge(ctx.app, me, prepaid('9876512346', 199));
    expect(await notificationsOf(ctx.app, me.userId, 'recharge_result')).toEqual([]);
    statusAnswer = { status: 'failed', providerOrderId: 'A1', operatorReference: null, message: 'Operator down.' };
    const later = new Date(Date.now() + 10 * 60_000);
    await Promise.all([
      pollRecharges(ctx.app.db, ctx.app.providers, log, later),
      pollRecharges(ctx.app.db, ctx.app.providers, log, later),
    ]);
    await pollRecharges(ctx.app.db, ctx.app.providers, log, new Date(Date.now() + 60 * 60_000));
    const notices = await notificationsOf(ctx.app, me.userId, 'recharge_result');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Recharge failed' });
    expect(notices[0]?.body).toContain('Operator down. Your payment is being refunded.');
    expect((await texts(me.mobile)).filter((m) => m.body.startsWith('Seva: Recharge failed'))).toHaveLength(1);
  });
});
