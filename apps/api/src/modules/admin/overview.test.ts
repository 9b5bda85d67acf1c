/**
 * GET /api/admin/overview through HTTP on a fresh database: the counts of
 * every queue are right, an admin sees only the queues of their own areas
 * (super: all), and a visitor or a customer is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_QUEUES,
  ADMIN_QUEUE_AREAS,
  BOOKING_STATUSES_IN_FULFILMENT,
  MESSAGES,
  ORDER_STATUSES_TO_SHIP,
  type AdminQueue,
  type AdminQueueCount,
} from '@seva/contracts';
import { queueRows } from '../../test/admin-queues.js';
import { createAdminTestApp, loginAdmin, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import { loginAs, type LoggedIn } from '../../test/login.js';

let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;
let expected: Record<AdminQueue, number>;

beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
  const other = await loginAs(ctx.app);
  expected = await queueRows(ctx.app.db, [customer.userId, other.userId]);
});
afterAll(async () => ctx.app.close());

const overviewOf = async (who: LoggedIn) => {
  const res = await requestAs(ctx.app, who, 'GET', '/api/admin/overview');
  expect(res.statusCode).toBe(200);
  return res.json<{ status: true; data: { queues: AdminQueueCount[] } }>().data.queues;
};
const rowsOf = (queues: readonly AdminQueue[]) =>
  queues.map((queue) => ({ queue, area: ADMIN_QUEUE_AREAS[queue], count: expected[queue] }));

describe('GET /api/admin/overview', () => {
  it('counts what waits in every queue for a super admin, in the overview’s order', async () => {
    expect(await overviewOf(admin)).toEqual(rowsOf(ADMIN_QUEUES));
  });

  it('answers an admin only the queues of their areas', async () => {
    const bookings = await loginAdmin(ctx.app, ['bookings']);
    expect(await overviewOf(bookings)).toEqual(rowsOf(['pujaBookingsOpen', 'pitrBookingsOpen', 'yatraBookingsOpen']));
    const shopAndMilan = await loginAdmin(ctx.app, ['shop', 'milan-safety']);
    expect(await overviewOf(shopAndMilan)).toEqual(
      rowsOf(['ordersToShip', 'refundsUnconfirmed', 'milanVerifications', 'milanReports']),
    );
    const content = await loginAdmin(ctx.app, ['content']);
    expect(await overviewOf(content)).toEqual(rowsOf(['consultancyNew']));
    const recharge = await loginAdmin(ctx.app, ['recharge']);
    expect(await overviewOf(recharge)).toEqual(rowsOf(['rechargesPending', 'rechargeComplaintsOpen']));
  });

  it('moves with the queues: a shipped order leaves the count', async () => {
    const shop = await loginAdmin(ctx.app, ['shop']);
    const orders = await requestAs(ctx.app, shop, 'GET', '/api/admin/shop/orders?status=packed');
    const [packed] = orders.json<{ results: { _id: string }[] }>().results;
    const moved = await requestAs(ctx.app, shop, 'PATCH', `/api/admin/shop/orders/${packed?._id}/status`, {
      status: 'shipped',
      courier: 'Delhivery',
      awb: '1234567890123',
    });
    expect(moved.statusCode).toBe(200);
    const [toShip] = await overviewOf(shop);
    expect(toShip).toEqual({ queue: 'ordersToShip', area: 'shop', count: expected.ordersToShip - 1 });
    expected.ordersToShip -= 1;
  });

  it('lists what each several-status queue counts when its page is filtered by those statuses', async () => {
    const listed = async (url: string) => {
      const res = await requestAs(ctx.app, admin, 'GET', url);
      expect(res.statusCode).toBe(200);
      return res.json<{ total: number; results: { status: string }[] }>();
    };
    const toShip = await listed(`/api/admin/shop/orders?status=${ORDER_STATUSES_TO_SHIP.join(',')}`);
    expect(toShip.total).toBe(expected.ordersToShip);
    expect(new Set(toShip.results.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES_TO_SHIP));
    const open = BOOKING_STATUSES_IN_FULFILMENT.join(',');
    expect((await listed(`/api/admin/puja/bookings?status=${open}`)).total).toBe(expected.pujaBookingsOpen);
    expect((await listed(`/api/admin/pitr/bookings?status=${open}`)).total).toBe(expected.pitrBookingsOpen);
  });

  it('refuses a status list with one unknown status, and changes nothing', async () => {
    const res = await requestAs(ctx.app, admin, 'GET', '/api/admin/shop/orders?status=placed,lost');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false });
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/overview' });
    expect(visitor.statusCode).toBe(401);
    const refused = await requestAs(ctx.app, customer, 'GET', '/api/admin/overview');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, success: false, message: MESSAGES.forbidden });
  });
});
