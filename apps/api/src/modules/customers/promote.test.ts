import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, randomMobile } from '../../test/login.js';
import { InvalidMobileError, promoteToAdmin } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

describe('promoteToAdmin', () => {
  it('promotes an existing customer, who then reaches the admin API of their areas from the next call', async () => {
    const who = await loginAs(ctx.app);
    const customersList = () => injectAs(ctx.app, who.token, { method: 'GET', url: '/api/admin/customers' });
    const me = async () =>
      (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/app/customer/me' })).json().data;
    expect((await customersList()).statusCode).toBe(403);
    expect(await me()).toMatchObject({ role: 'customer', adminAreas: [] });
    const { outcome, customer } = await promoteToAdmin(ctx.app.db, `+91 ${who.mobile}`, ['super', 'shop', 'shop']);
    expect(outcome).toBe('promoted');
    expect(customer).toMatchObject({ id: who.userId, role: 'admin', adminAreas: ['shop', 'super'] });
    expect((await customersList()).statusCode).toBe(200);
    expect(await me()).toMatchObject({ role: 'admin', adminAreas: ['shop', 'super'] });

    expect((await promoteToAdmin(ctx.app.db, who.mobile, ['shop'])).outcome).toBe('areas-changed');
    expect((await customersList()).statusCode).toBe(403);
  });

  it('creates the customer when the number never logged in', async () => {
    const mobile = randomMobile();
    const { outcome, customer } = await promoteToAdmin(ctx.app.db, mobile, ['content']);
    expect(outcome).toBe('created');
    expect(customer).toMatchObject({ mobile, role: 'admin', adminAreas: ['content'] });
    expect((await loginAs(ctx.app, mobile)).userId).toBe(customer.id);
  });

  it('changes nothing for an admin of the same areas', async () => {
    const mobile = randomMobile();
    await promoteToAdmin(ctx.app.db, mobile, ['bookings', 'recharge']);
    expect((await promoteToAdmin(ctx.app.db, mobile, ['recharge', 'bookings'])).outcome).toBe('unchanged');
  });

  it('needs an area', async () => {
    await expect(promoteToAdmin(ctx.app.db, randomMobile(), [])).rejects.toThrow('An admin needs at least one area.');
  });

  it.each(['12345', '', 'not a phone'])('refuses the bad number %j', async (input) => {
    const attempt = promoteToAdmin(ctx.app.db, input, ['shop']);
    await expect(attempt).rejects.toBeInstanceOf(InvalidMobileError);
    await expect(attempt).rejects.toThrow(MESSAGES.invalidMobile);
  });
});
