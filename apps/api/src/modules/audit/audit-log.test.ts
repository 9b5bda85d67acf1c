/**
 * The audit log itself (issue 24): append-only in the database (a trigger refuses UPDATE, DELETE and
 * TRUNCATE, whoever asks), and GET /api/admin/audit open to every admin: super admins read every row,
 * other admins only their own areas' rows; filters by area, action and record; customers are refused.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminAuditResponse } from '@seva/contracts';
import { loginAdmin, requestAs, useAdminTestApp } from '../../test/admin.js';
import { allAuditRows, insertPlacedOrder, insertProduct } from '../../test/audit.js';
import type { LoggedIn } from '../../test/login.js';

const server = useAdminTestApp();
let shop: LoggedIn;
let content: LoggedIn;
let order: string;
let product: string;
let category: string;

const audit = (who: LoggedIn, query = '') => requestAs(server.app, who, 'GET', `/api/admin/audit${query}`);
const read = async (who: LoggedIn, query = '') => {
  const res = await audit(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAuditResponse>();
};

beforeAll(async () => {
  const { db } = server.app;
  shop = await loginAdmin(server.app, ['shop']);
  content = await loginAdmin(server.app, ['content']);
  order = await insertPlacedOrder(db, server.customer.userId);
  product = await insertProduct(db);
  const as = (who: LoggedIn, method: 'PATCH' | 'POST', url: string, payload: object) =>
    requestAs(server.app, who, method, url, payload);
  expect((await as(shop, 'PATCH', `/api/admin/shop/orders/${order}/status`, { status: 'packed' })).statusCode).toBe(
    200,
  );
  expect((await as(shop, 'PATCH', `/api/admin/shop/products/${product}`, { stock: 3 })).statusCode).toBe(200);
  const created = await as(content, 'POST', '/api/admin/news/categories', { name: 'Katha' });
  expect(created.statusCode).toBe(201);
  category = created.json<{ data: { _id: string } }>().data._id;
  // A super admin's own act: only super admins read it.
  expect((await as(server.admin, 'PATCH', `/api/admin/shop/products/${product}`, { stock: 4 })).statusCode).toBe(200);
});

describe('the audit table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even straight through the database', async () => {
    const { db } = server.app;
    const before = await allAuditRows(server.app);
    expect(before.length).toBeGreaterThanOrEqual(4);
    await expect(db.execute(sql`update admin_audit set detail = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`update admin_audit set "after" = null where target_id = ${product}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit where target_id = ${order}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate admin_audit`)).rejects.toThrow();
    expect(await allAuditRows(server.app)).toEqual(before);
    // Adding a row is still allowed (that is how the log grows).
    await db.execute(
      sql`insert into admin_audit (id, admin_id, area, action, target_id) values (${'f'.repeat(24)}, ${shop.userId}, 'shop', 'order.status', 'x')`,
    );
    expect(await allAuditRows(server.app)).toHaveLength(before.length + 1);
  });
});

describe('GET /api/admin/audit', () => {
  it('shows a super admin every row, with who, area, when, what, which record and the changed fields', async () => {
    const body = await read(server.admin, '?pageSize=100');
    expect(body.total).toBe((await allAuditRows(server.app)).length);
    const edit = body.results.find((entry) => entry.targetId === product && entry.area === 'shop');
    expect(edit).toMatchObject({
      adminId: shop.userId,
      adminMobile: shop.mobile,
      action: 'product.update',
      before: { stock: 10 },
      after: { stock: 3 },
    });
    expect(Date.now() - Date.parse(edit!.at)).toBeLessThan(120_000);
    expect(new Set(body.results.map((entry) => entry.area))).toEqual(new Set(['shop', 'content', 'super']));
  });

  it('shows another admin only the rows of their own areas', async () => {
    const forShop = await read(shop, '?pageSize=100');
    expect(forShop.results.length).toBeGreaterThanOrEqual(2);
    expect(forShop.results.every((entry) => entry.area === 'shop')).toBe(true);
    expect(forShop.results.some((entry) => entry.targetId === category)).toBe(false);

    const forContent = await read(content);
    expect(forContent.results.map((entry) => [entry.action, entry.targetId])).toEqual([['content.create', category]]);
    // Asking for another area's rows finds none.
    expect((await read(content, '?area=shop')).total).toBe(0);
  });

  it('filters by area, action and record', async () => {
    const orders = await read(server.admin, '?action=order.status');
    expect(orders.results.map((entry) => entry.targetId)).toContain(order);
    expect(orders.results.every((entry) => entry.action === 'order.status')).toBe(true);
    const ofProduct = await read(server.admin, `?targetId=${product}`);
    expect(ofProduct.results.map((entry) => [entry.area, entry.after])).toEqual([
      ['super', { stock: 4 }],
      ['shop', { stock: 3 }],
    ]);
    expect((await read(server.admin, `?targetId=${product}&area=shop`)).total).toBe(1);
    expect((await audit(server.admin, '?action=order.delete')).statusCode).toBe(400);
  });

  it('refuses customers (403) and visitors (401)', async () => {
    const customer = await audit(server.customer);
    expect([customer.statusCode, customer.json().message]).toEqual([403, MESSAGES.forbidden]);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
