/**
 * Issue 23: where notifications go besides the bell (push, SMS, e-mail) per
 * kind, and the browsers subscribed to Web Push. Kept apart from
 * notifications.ts so the first visit's bundle, which reads that file, does
 * not carry these schemas.
 */
import { z } from './zod.js';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.js';

/**
 * Where a notification goes besides the stored row (the bell): a push to each
 * subscribed device, an SMS to the customer's mobile, an e-mail to their
 * verified address. The stored row (in-app) is always written: it is the bell's
 * list and the record that a notification was sent once (its dedupeKey), so
 * in-app cannot be turned off.
 */
export const NOTIFICATION_CHANNELS = ['push', 'sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationChannelsSchema = z.object({ push: z.boolean(), sms: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/**
 * The channels a customer has before choosing: push for every kind (sent only
 * once a device is subscribed); SMS only for payment receipts and recharge
 * results; e-mail only for payment receipts (sent only to a verified e-mail).
 */
export function defaultNotificationChannels(kind: NotificationKind): NotificationChannels {
  return {
    push: true,
    sms: kind === 'payment_receipt' || kind === 'recharge_result',
    email: kind === 'payment_receipt',
  };
}

export const notificationSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channels: notificationChannelsSchema,
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** GET/PUT /api/notifications/settings: every kind with its channels, and whether push and e-mail can reach the customer now. */
export const notificationSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: z.array(notificationSettingSchema),
  /** At least one device of the customer is subscribed to pushes. */
  pushSubscribed: z.boolean(),
  /** The customer's e-mail is verified (e-mails go only there). */
  emailVerified: z.boolean(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** PUT /api/notifications/settings: the kinds to change, each with the channels it keeps (kinds left out stay as they are). */
export const notificationSettingsBodySchema = z.object({
  settings: z
    .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), channels: notificationChannelsSchema.partial() }))
    .min(1)
    .max(NOTIFICATION_KINDS.length),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

/** GET /api/push/key: the server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const pushKeyResponseSchema = z.object({ success: z.literal(true), publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const base64url = z
  .string()
  .trim()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/);

/**
 * POST /api/push/subscriptions: a browser's PushSubscription (`toJSON()`): the
 * push service's endpoint (https at a browser's push service in production;
 * the API also takes any https and http://localhost and 127.0.0.1 outside
 * production, for tests) and the keys its payloads are encrypted to. A
 * customer keeps their 10 most recently subscribed devices.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().trim().url().max(1000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions?endpoint=: this device's subscription, by its endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().trim().url().max(1000) });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/**
 * What a push carries, exactly (the service worker's `push` handler reads it):
 * the stored notification's title, body, link (a path of the web app, or
 * null), kind and id.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  id: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** POST/DELETE /api/push/subscriptions → whether this device is now subscribed. */
export const pushSubscriptionResponseSchema = z.object({ success: z.literal(true), subscribed: z.boolean() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;
