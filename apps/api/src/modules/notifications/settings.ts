/**
 * A customer's delivery channels per kind (issue 23; contracts
 * NOTIFICATION_CHANNELS): stored rows where they chose, the defaults
 * (defaultNotificationChannels) elsewhere. In-app is always on: the stored row
 * is the bell's list and the once-only record of a notification.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  defaultNotificationChannels,
  type NotificationChannels,
  type NotificationKind,
  type NotificationSetting,
  type NotificationSettingsBody,
  type NotificationSettingsResponse,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { getCustomer } from '../customers/service.js';
import { hasSubscription } from './push-subscriptions.js';
import { notificationSettings } from './tables.js';

/** Every kind with `customerId`'s channels, in NOTIFICATION_KINDS order. */
export async function settingsOf(db: Db, customerId: string): Promise<NotificationSetting[]> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.customerId, customerId));
  const chosen = new Map(rows.map((r) => [r.kind, { push: r.push, sms: r.sms, email: r.email }]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, channels: chosen.get(kind) ?? defaultNotificationChannels(kind) }));
}

/** `customerId`'s channels for one `kind`. */
export async function channelsFor(db: Db, customerId: string, kind: NotificationKind): Promise<NotificationChannels> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.customerId, customerId), eq(notificationSettings.kind, kind)));
  return row ? { push: row.push, sms: row.sms, email: row.email } : defaultNotificationChannels(kind);
}

/**
 * Applies `body` to `customerId`'s settings: each named kind keeps the
 * channels given and the ones left out as they were. Answers every kind.
 */
export async function updateSettings(
  db: Db,
  customerId: string,
  body: NotificationSettingsBody,
): Promise<NotificationSetting[]> {
  const current = new Map((await settingsOf(db, customerId)).map((s) => [s.kind, s.channels]));
  const rows = body.settings.map(({ kind, channels }) => ({
    customerId,
    kind,
    ...(current.get(kind) ?? defaultNotificationChannels(kind)),
    ...channels,
  }));
  await db
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationSettings.customerId, notificationSettings.kind],
      set: {
        push: sql`excluded.push`,
        sms: sql`excluded.sms`,
        email: sql`excluded.email`,
        updatedAt: sql`now()`,
      },
    });
  return settingsOf(db, customerId);
}

/** GET/PUT /api/notifications/settings's answer: `settings` with whether push and e-mail can reach `customerId` now. */
export async function settingsResponse(
  db: Db,
  customerId: string,
  settings: NotificationSetting[],
): Promise<NotificationSettingsResponse> {
  const [customer, pushSubscribed] = await Promise.all([getCustomer(db, customerId), hasSubscription(db, customerId)]);
  return {
    success: true,
    settings,
    pushSubscribed,
    emailVerified: Boolean(customer?.email && customer.emailVerifiedAt),
  };
}
