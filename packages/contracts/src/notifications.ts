/**
 * Stored notifications (the connections issue, Notifications): connection
 * requests and acceptances, messages that arrived while the member was
 * offline, verification results and a membership about to expire; since
 * issue 23 also recharges, orders, pujas, yatras and payment receipts. Listed at
 * /dashboard/notifications with read/unread; new ones also arrive over the
 * socket (realtime.ts `notification:new`) for the header badge.
 */
import { z } from './zod.js';
import { pagedResultsSchema } from './admin-common.js';
import { publicPagingShape } from './media.js';

export const NOTIFICATION_KINDS = [
  'connection_request',
  'connection_accepted',
  'message',
  'verification_verified',
  'verification_rejected',
  'membership_expiring',
  'photo_request',
  // Issue 23: every domain writes to the one notification centre.
  /** A recharge's or bill payment's final result (success, failure, refund). */
  'recharge_result',
  /** A prepaid plan's validity about to end, or a fetched bill about to fall due. */
  'recharge_reminder',
  /** A shop order packed, shipped (courier, AWB) or delivered. */
  'order_update',
  /** A puja's day, or its sankalp video ready to watch. */
  'puja_update',
  /** A yatra's departure coming up. */
  'yatra_reminder',
  /** A payment received (the receipt). */
  'payment_receipt',
  // Issue 24
  /** "Download my data": the ZIP is ready on the profile page. */
  'data_export_ready',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the web app (a path such as /dashboard/connections), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first; `unread=true` lists only unread ones. */
export const notificationsQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional(),
  ...publicPagingShape,
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;
export const notificationsResponseSchema = pagedResultsSchema(notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications/:id/read and POST /api/notifications/read-all → the unread count left. */
export const notificationsReadResponseSchema = z.object({ success: z.literal(true), unread: z.number().int() });
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;

/** GET /api/notifications/badges: the header's counts (unread notifications, unread messages). */
export const badgesResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.number().int(),
  messages: z.number().int(),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;

/** Days before a paid Milan Sathi plan ends that its member is told. */
export const MEMBERSHIP_EXPIRY_NOTICE_DAYS = 3;
