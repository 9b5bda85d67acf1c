import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { insertPujaBookings, insertYatraBookings } from '../test/admin-queues.js';
import { loginAs } from '../test/login.js';
import { notificationsOf } from '../test/notifications.js';
import { notifyReminders } from './notify-reminders.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
const log = { info: () => undefined };

describe('notifyReminders', () => {
  it('tells a confirmed puja booking on the morning of its day (IST), once', async () => {
    const me = await loginAs(ctx.app);
    // The helper's bookings are for 10 January 2027; one confirmed puja and pitr booking, one already performed.
    await insertPujaBookings(ctx.app.db, me.userId, ['confirmed', 'performed'], ['confirmed']);
    expect(await notifyReminders(ctx.app.db, log, new Date('2027-01-09T23:00:00Z'))).toMatchObject({ pujaDays: 0 }); // 04:30 IST
    expect(await notifyReminders(ctx.app.db, log, new Date('2027-01-10T01:00:00Z'))).toMatchObject({ pujaDays: 2 }); // 06:30 IST
    expect(await notifyReminders(ctx.app.db, log, new Date('2027-01-10T06:00:00Z'))).toMatchObject({ pujaDays: 0 });
    const notices = await notificationsOf(ctx.app, me.userId, 'puja_update');
    expect(notices).toHaveLength(2);
    expect(notices.map((n) => n.link).sort()).toEqual(['/history/pitr-paksha-history', '/history/puja-history']);
    expect(notices[0]?.title).toMatch(/is today$/);
  });

  it('reminds a confirmed yatra booking two days before it departs, from the morning (IST), once', async () => {
    const me = await loginAs(ctx.app);
    // The helper's departure leaves on 10 May 2027.
    await insertYatraBookings(ctx.app.db, me.userId, ['confirmed', 'cancelled']);
    expect(await notifyReminders(ctx.app.db, log, new Date('2027-05-07T06:00:00Z'))).toMatchObject({
      yatraDepartures: 0,
    });
    expect(await notifyReminders(ctx.app.db, log, new Date('2027-05-08T01:00:00Z'))).toMatchObject({
      yatraDepartures: 0,
    }); // 06:30 IST
    expect(await notifyReminders(ctx.app.db, log, new Date('2027-05-08T03:00:00Z'))).toMatchObject({
      yatraDepartures: 1,
    }); // 08:30 IST
    expect(await notifyReminders(ctx.app.db, log, new Date('2027-05-08T10:00:00Z'))).toMatchObject({
      yatraDepartures: 0,
    });
    const [reminder] = await notificationsOf(ctx.app, me.userId, 'yatra_reminder');
    expect(reminder).toMatchObject({
      title: 'Your Char Dham departs in 2 days',
      link: '/history/yatra-history',
    });
    expect(reminder?.body).toContain('It leaves Haridwar on 10 May');
  });
});
