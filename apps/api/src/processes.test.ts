/**
 * Two API processes on one PostgreSQL and one Redis act as one system
 * (issue 18, "more than one machine"): a chat message sent through one
 * reaches a member connected to the other, a rate-limit counter is shared, a
 * catalogue edit through one clears the other's read cache at once, so does a
 * customer's own change to their kept cart or notifications, and a
 * background job runs in one process only, the other taking over when it
 * stops. Each process has its own connections, caches and Redis clients
 * (test/app.ts anotherProcess). Runs in the PostgreSQL leg of CI (.ci/run sets
 * TEST_DATABASE_URL, and TEST_REDIS_URL when a Redis answers).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart, NotificationsResponse } from '@seva/contracts';
import { CUSTOMER_READ_TTL_MS } from './db/customer-read-cache.js';
import { CATALOGUE_TTL_MS } from './db/read-cache.js';
import { collect, connectedPair, sent } from './test/milan-chat.js';
import { notify } from './modules/notifications/service.js';
import { seedShop } from './seed/shop/seed.js';
import { createSandboxRecharge } from './providers/recharge/sandbox.js';
import type { RechargeProvider } from './providers/recharge/types.js';
import { loginAdmin, requestAs } from './test/admin.js';
import { anotherProcess, createTestApp, type TestContext } from './test/app.js';
import { injectAs, loginAs } from './test/login.js';
import { pendingRechargeOrders } from './test/recharge.js';
import { insertRechargeOrder } from './test/recharge-orders.js';
import { catalogueOf, renameCategoryQuietly } from './test/shop.js';
import { connectAs } from './test/socket.js';

const needs = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
const title = 'two API processes on PostgreSQL + Redis';

/** The sandbox recharge provider, counting the status questions this process asks (each takes `delayMs`). */
function countingRecharge(delayMs: number): RechargeProvider & { asked: number } {
  const sandbox = createSandboxRecharge();
  const counted = {
    ...sandbox,
    asked: 0,
    async status(...args: Parameters<RechargeProvider['status']>) {
      counted.asked += 1;
      await sleep(delayMs);
      return sandbox.status(...args);
    },
  };
  return counted;
}

describe.skipIf(needs.length > 0)(needs.length ? `${title} (skipped: set ${needs.join(' and ')})` : title, () => {
  const PER_CUSTOMER = 20;
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL,
    RATE_LIMIT_PER_MINUTE: String(PER_CUSTOMER),
    RECHARGE_POLL_INTERVAL_SECONDS: '1',
  };
  const recharge = [countingRecharge(300), countingRecharge(300)] as const;
  let ctx: TestContext;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const open = new Set<FastifyInstance>();
  beforeAll(async () => {
    ctx = await createTestApp({ env, providers: { recharge: recharge[0] } });
    first = ctx.app;
    second = await anotherProcess(ctx, { env, providers: { recharge: recharge[1] } });
    open.add(first).add(second);
  });
  afterAll(async () => {
    for (const app of open) await app.close();
  });

  it('delivers a chat message sent through one process to a member connected to the other', async () => {
    const { a, b, conversationId } = await connectedPair(first);
    const receiver = await connectAs(second, b.token);
    try {
      const incoming = collect(receiver, 'message:new');
      const message = await sent(first, a, conversationId, 'Namaste from the other process');
      expect(await incoming.first(1)).toEqual([message]);
    } finally {
      receiver.disconnect();
    }
  });

  it('counts a customer’s requests once, whichever process takes them', async () => {
    const who = await loginAs(first);
    const me = (app: FastifyInstance) => injectAs(app, who.token, { method: 'GET', url: '/api/app/customer/me' });
    const codes = [];
    // Half of the allowance through each process: neither alone is near the limit.
    for (let i = 0; i < PER_CUSTOMER; i++) codes.push((await me(i % 2 ? second : first)).statusCode);
    expect(new Set(codes)).toEqual(new Set([200]));
    expect((await me(first)).statusCode).toBe(429);
    expect((await me(second)).statusCode).toBe(429);
  });

  it('clears the other process’s catalogue cache at once when one process saves an edit', async () => {
    const admin = await loginAdmin(first, ['shop']);
    const created = await requestAs(first, admin, 'POST', '/api/admin/shop/categories', {
      name: 'Puja Samagri',
      description: 'Everything for the puja thali.',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;
    const nameOn = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/api/e-commerce/get_product_category' });
      return res.json<{ data: { _id: string; name: string }[] }>().data.find((c) => c._id === id)?.name;
    };
    expect(await nameOn(first)).toBe('Puja Samagri');
    expect(await nameOn(second)).toBe('Puja Samagri');

    // A change behind the API's back stays unseen: both processes answer from their caches.
    await renameCategoryQuietly(first, id, 'Changed quietly');
    expect(await nameOn(second)).toBe('Puja Samagri');

    const saved = await requestAs(first, admin, 'PATCH', `/api/admin/shop/categories/${id}`, { name: 'Pooja Samagri' });
    expect(saved.statusCode).toBe(200);
    expect(await nameOn(first)).toBe('Pooja Samagri');
    // Well before the cache's own expiry: the other process heard of the edit through Redis.
    await vi.waitFor(async () => expect(await nameOn(second)).toBe('Pooja Samagri'), {
      timeout: CATALOGUE_TTL_MS / 5,
      interval: 50,
    });
  });

  it('drops a customer’s kept cart and notifications in the other process when one process changes them', async () => {
    await seedShop(first.db, first.providers);
    const product = (await catalogueOf(first)).find((p) => p.stock >= 10);
    if (!product) throw new Error('no product with stock');
    const who = await loginAs(first);
    const cartOn = async (app: FastifyInstance) => {
      const res = await injectAs(app, who.token, {
        method: 'POST',
        url: '/api/e-commerce/get_customer_cart',
        payload: { customerId: who.userId },
      });
      return res.json<{ data: Cart }>().data.items.map((item) => item.quantity);
    };
    const notificationsOn = async (app: FastifyInstance) =>
      (await injectAs(app, who.token, { method: 'GET', url: '/api/notifications' })).json<NotificationsResponse>()
        .total;
    // Both reads are kept by the second process now.
    expect(await cartOn(second)).toEqual([]);
    expect(await notificationsOn(second)).toBe(0);

    const added = await injectAs(first, who.token, {
      method: 'POST',
      url: '/api/e-commerce/add_to_cart',
      payload: { productId: product._id },
    });
    expect(added.statusCode).toBe(200);
    await notify(first.db, first.realtime, who.userId, { kind: 'message', title: 'New message from Ananya' });
    // Well before the kept answers' own expiry: the other process heard of both changes through Redis.
    const soon = { timeout: CUSTOMER_READ_TTL_MS / 5, interval: 50 };
    await vi.waitFor(async () => expect(await cartOn(second)).toEqual([1]), soon);
    await vi.waitFor(async () => expect(await notificationsOn(second)).toBe(1), soon);
  });

  it('runs a background job in one process only, and in the other once that one stops', async () => {
    const customer = await loginAs(first);
    let written = 0;
    /** Writes `count` pending recharges due for a status question, and waits until the job settled them all. */
    const settleThrough = async (app: FastifyInstance, count: number) => {
      for (let i = 0; i < count; i++)
        await insertRechargeOrder(app.db, customer.userId, {
          status: 'PENDING',
          number: `98765${String(++written).padStart(5, '0')}`,
          createdAt: new Date(Date.now() - 5 * 60_000),
        });
      await vi.waitFor(async () => expect(await pendingRechargeOrders(app)).toEqual([]), {
        timeout: 10_000,
        interval: 200,
      });
    };

    // Five orders, 0.3 s a question: a pass lasts 1.5 s, so the other process's 1 s timer ticks
    // during it and would ask about the rest too, were it allowed to run the job.
    await settleThrough(first, 5);
    const [byFirst, bySecond] = recharge.map((provider) => provider.asked);
    expect([byFirst, bySecond].sort()).toEqual([0, 5]);

    const [leader, survivor, survivorRecharge] = byFirst ? [first, second, recharge[1]] : [second, first, recharge[0]];
    await leader.close();
    open.delete(leader);
    await settleThrough(survivor, 3);
    expect(survivorRecharge.asked).toBe(3);
  });
});
