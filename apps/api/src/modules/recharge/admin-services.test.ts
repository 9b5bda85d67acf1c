import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_RECHARGE_SERVICE_IDS, type AdminRechargeService } from '@seva/contracts';
import { createAdminTestApp, expectAdminOnly, messageOf, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { SERVICES } from '../../providers/recharge/catalogue/services.js';
import { SERVICE_NOT_FOUND } from './admin-services.js';
import { enabledServices, isServiceEnabled } from './services-enabled.js';

let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;

beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
});
afterAll(async () => ctx.app.close());

const services = async () =>
  (await requestAs(ctx.app, admin, 'GET', '/api/admin/recharge/services')).json<{ data: AdminRechargeService[] }>()
    .data;
/** The service ids GET /api/recharge/get_services_list answers customers. */
const customerServiceIds = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/recharge/get_services_list' }))
    .json<{ data: { service_id: number }[] }>()
    .data.map((s) => s.service_id);
const toggle = (serviceId: number | string, payload: object) =>
  requestAs(ctx.app, admin, 'PATCH', `/api/admin/recharge/services/${serviceId}`, payload);

describe('admin recharge services', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    await expectAdminOnly(ctx.app, customer, 'GET', '/api/admin/recharge/services');
    await expectAdminOnly(ctx.app, customer, 'PATCH', '/api/admin/recharge/services/1');
  });

  it('lists every catalogue service, on until switched off, with the two the website hides marked', async () => {
    const list = await services();
    expect(list.map((s) => s.service_id)).toEqual(SERVICES.map((s) => s.service_id));
    expect(list.every((s) => s.enabled && s.updatedAt === null)).toBe(true);
    expect(list.filter((s) => s.hiddenOnWeb).map((s) => s.service_id)).toEqual([...HIDDEN_RECHARGE_SERVICE_IDS]);
    expect(list[0]).toMatchObject({
      service_id: 1,
      slug: 'prepaid-recharge',
      name: 'Mobile Prepaid',
      kind: 'recharge',
    });
  });

  it('switches a service off and on again; customers’ list and new orders follow', async () => {
    // Read once first, so the customers' list is in the server's short cache when the switch flips.
    expect(await customerServiceIds()).toContain(3);
    const off = await toggle(3, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      status: true,
      message: 'DTH is switched off.',
      data: { service_id: 3, enabled: false, updatedAt: expect.any(String) },
    });
    expect((await services()).find((s) => s.service_id === 3)?.enabled).toBe(false);
    expect((await enabledServices(ctx.app.db)).map((s) => s.service_id)).not.toContain(3);
    expect(await enabledServices(ctx.app.db)).toHaveLength(SERVICES.length - 1);
    expect(await isServiceEnabled(ctx.app.db, 3)).toBe(false);
    expect(await isServiceEnabled(ctx.app.db, 1)).toBe(true);
    expect(await customerServiceIds()).not.toContain(3);

    // Switching off twice is fine: the switch is a state, not a step.
    expect((await toggle(3, { enabled: false })).statusCode).toBe(200);

    const on = await toggle(3, { enabled: true });
    expect(on.json()).toMatchObject({ message: 'DTH is switched on.', data: { service_id: 3, enabled: true } });
    expect(await isServiceEnabled(ctx.app.db, 3)).toBe(true);
    expect(await enabledServices(ctx.app.db)).toHaveLength(SERVICES.length);
    expect(await customerServiceIds()).toContain(3);
  });

  it('answers 404 for a service the catalogue does not have, and 400 for a bad id or body', async () => {
    const unknown = await toggle(999, { enabled: false });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(SERVICE_NOT_FOUND);
    expect(await isServiceEnabled(ctx.app.db, 999)).toBe(false);
    expect((await toggle('prepaid', { enabled: false })).statusCode).toBe(400);
    expect((await toggle(1, {})).statusCode).toBe(400);
    expect((await toggle(1, { enabled: 'no' })).statusCode).toBe(400);
  });
});
