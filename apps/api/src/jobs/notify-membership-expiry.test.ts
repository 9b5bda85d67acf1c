import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_EXPIRY_NOTICE_DAYS } from '@seva/contracts';
import { createTestApp, type TestContext } from '../test/app.js';
import { loginAs, type LoggedIn } from '../test/login.js';
import { DAY_MS, insertPaidMembership } from '../test/milan.js';
import { notificationsOf } from '../test/notifications.js';
import { MEMBERSHIP_LINK, notifyMembershipExpiry } from './notify-membership-expiry.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const log = { info: () => undefined };
const noticesOf = (who: LoggedIn) => notificationsOf(ctx.app, who.userId);
/** A 30-day paid period (insertPaidMembership) that ends `days` days from now. */
const endingIn = (who: LoggedIn, days: number) =>
  insertPaidMembership(ctx.app, who.userId, { startsAt: new Date(Date.now() + (days - 30) * DAY_MS) });

describe('notifyMembershipExpiry', () => {
  it('tells a member whose paid plan ends within the notice window once, however often it runs', async () => {
    const ending = await loginAs(ctx.app);
    await endingIn(ending, MEMBERSHIP_EXPIRY_NOTICE_DAYS - 1);

    const [first, second] = await Promise.all([
      notifyMembershipExpiry(ctx.app.db, ctx.app.realtime, log),
      notifyMembershipExpiry(ctx.app.db, ctx.app.realtime, log),
    ]);
    expect(first + second).toBe(1);
    expect(await notifyMembershipExpiry(ctx.app.db, ctx.app.realtime, log)).toBe(0);
    const notices = await noticesOf(ending);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'membership_expiring',
      title: 'Your Milan Sathi membership ends soon',
      link: MEMBERSHIP_LINK,
      readAt: null,
    });
    expect(notices[0]?.body).toMatch(/^Your Test Gold plan ends on \d{1,2} \w+ \d{4}\./);
  });

  it('leaves alone plans that end later, have ended, or were renewed', async () => {
    const later = await loginAs(ctx.app);
    await endingIn(later, MEMBERSHIP_EXPIRY_NOTICE_DAYS + 1);
    const ended = await loginAs(ctx.app);
    await endingIn(ended, -1);
    const renewed = await loginAs(ctx.app);
    await endingIn(renewed, 1);
    await endingIn(renewed, 31);

    await notifyMembershipExpiry(ctx.app.db, ctx.app.realtime, log);
    for (const who of [later, ended, renewed]) expect(await noticesOf(who)).toEqual([]);

    // Two days on, the later plan is inside the window.
    await notifyMembershipExpiry(ctx.app.db, ctx.app.realtime, log, new Date(Date.now() + 2 * DAY_MS));
    expect(await noticesOf(later)).toHaveLength(1);
  });
});
