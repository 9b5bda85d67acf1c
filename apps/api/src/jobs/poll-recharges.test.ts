import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RechargeAnswer, RechargeProvider } from '../providers/recharge/types.js';
import { ProviderError } from '../providers/types.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { loginAs, type LoggedIn } from '../test/login.js';
import { refundLedgerOf } from '../test/payments.js';
import { payAndRecharge, prepaid, rechargeOrderById } from '../test/recharge.js';
import { pollRecharges } from './poll-recharges.js';

let ctx: TestContext;
let who: LoggedIn;
/** What the fake aggregator's status call answers next. */
let statusAnswer: () => Promise<RechargeAnswer | 'unknown'>;
const logged: string[] = [];
const log = {
  warn: (...args: unknown[]) => void logged.push(String(args[1])),
  info: () => undefined,
};
const pending: RechargeAnswer = {
  status: 'pending',
  providerOrderId: 'AGG1',
  operatorReference: null,
  message: 'In process.',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const sandbox = ctx.app.providers.recharge;
  const fake: RechargeProvider = { ...sandbox, recharge: async () => pending, status: () => statusAnswer() };
  ctx.app.providers.recharge = fake;
  who = await loginAs(ctx.app);
});
afterAll(async () => ctx.app.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function pendingOrder(number: string) {
  const { result } = await payAndRecharge(ctx.app, who, prepaid(number, 199));
  expect(result?.status).toBe(2);
  const row = await rechargeOrderById(ctx.app, result?.data._id ?? '');
  if (!row) throw new Error('order missing');
  return row;
}

const orderNow = (id: string) => rechargeOrderById(ctx.app, id);

describe('pollRecharges', () => {
  it('refunds a recharge the provider later reports failed, once, however many passes run', async () => {
    const order = await pendingOrder('9512345678');
    statusAnswer = async () => ({
      status: 'failed',
      providerOrderId: 'AGG1',
      operatorReference: null,
      message: 'Operator down.',
    });
    const [first, second] = await Promise.all([
      pollRecharges(ctx.app.db, ctx.app.providers, log, later(5)),
      pollRecharges(ctx.app.db, ctx.app.providers, log, later(5)),
    ]);
    expect(first.failed + second.failed).toBeGreaterThanOrEqual(1);
    expect((await orderNow(order.id))?.status).toBe('FAILED');
    expect(await refundLedgerOf(ctx.app, order.paymentId)).toHaveLength(1);
    expect(await pollRecharges(ctx.app.db, ctx.app.providers, log, later(60))).toMatchObject({ failed: 0 });
    expect(await refundLedgerOf(ctx.app, order.paymentId)).toHaveLength(1);
  });

  it('treats a request the provider never received as failed and refunds it', async () => {
    const order = await pendingOrder('9512345679');
    statusAnswer = async () => 'unknown';
    await pollRecharges(ctx.app.db, ctx.app.providers, log, later(5));
    expect(await orderNow(order.id)).toMatchObject({
      status: 'FAILED',
      message: 'The operator never received this recharge.',
    });
    expect(await refundLedgerOf(ctx.app, order.paymentId)).toHaveLength(1);
  });

  it('waits before asking again when the provider is still processing or does not answer', async () => {
    const order = await pendingOrder('9512345680');
    statusAnswer = async () => pending;
    expect(await pollRecharges(ctx.app.db, ctx.app.providers, log, later(5))).toMatchObject({ stillPending: 1 });
    const asked = await orderNow(order.id);
    expect(asked?.polls).toBeGreaterThan(order.polls);
    expect(asked?.nextPollAt?.getTime()).toBeGreaterThan(later(5).getTime());

    statusAnswer = async () => {
      throw new ProviderError('The aggregator could not be reached', 'aggregator');
    };
    const down = await pollRecharges(ctx.app.db, ctx.app.providers, log, later(30));
    expect(down.errors).toBe(1);
    expect(logged).toContain('could not finish polling a pending recharge');
    expect((await orderNow(order.id))?.status).toBe('PENDING');
    expect(await refundLedgerOf(ctx.app, order.paymentId)).toHaveLength(0);
  });

  it('asks no sooner than the scheduled time, then records the success', async () => {
    statusAnswer = async () => ({
      status: 'success',
      providerOrderId: 'AGG2',
      operatorReference: 'OPX',
      message: 'Done.',
    });
    const order = await pendingOrder('9512345681');
    expect(await pollRecharges(ctx.app.db, ctx.app.providers, log, new Date())).toMatchObject({ succeeded: 0 });
    expect((await pollRecharges(ctx.app.db, ctx.app.providers, log, later(60))).succeeded).toBeGreaterThanOrEqual(1);
    expect(await orderNow(order.id)).toMatchObject({ status: 'SUCCESS', operatorReference: 'OPX' });
  });
});
