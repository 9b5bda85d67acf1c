/**
 * The member's notifications (the connections issue, Notifications;
 * /dashboard/notifications and the header badges), signed-in members only,
 * each member's own:
 *   GET  /api/notifications?unread=&page=&pageSize=   newest first, with the unread count
 *   POST /api/notifications/:id/read                  → the unread count left (404 when not theirs)
 *   POST /api/notifications/read-all                  → 0
 *   GET  /api/notifications/badges                    unread notifications and unread chat messages
 *   GET  /api/notifications/settings                  every kind's channels (push / SMS / e-mail; in-app always)
 *   PUT  /api/notifications/settings                  change some kinds' channels → every kind's
 * Registering these routes also attaches the app's providers to notify()'s
 * fan-out (delivery.ts), whose sends the app's close waits for.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badgesResponseSchema,
  errorResponses,
  idParamsSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
} from '@seva/contracts';
import { unreadMessageTotal } from '../milan/service.js';
import { attachDelivery, settleDeliveries } from './delivery.js';
import { settingsOf, settingsResponse, updateSettings } from './settings.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from './service.js';
import { guardRoutes } from '../../plugins/authenticate.js';
import { customerRead } from '../../plugins/cached-reads.js';

const tags = ['notifications'];

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  attachDelivery(app.db, { providers: app.providers, publicUrl: app.config.publicUrl, log: app.log });
  // preClose: before any onClose hook closes the database the sends still read.
  app.addHook('preClose', async () => settleDeliveries(app.db));
  guardRoutes(app, app.authenticate);

  app.get(
    '/notifications/settings',
    {
      schema: {
        tags,
        summary: 'The customer’s channels for every kind of notification',
        response: { 200: notificationSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => settingsResponse(app.db, request.user.id, await settingsOf(app.db, request.user.id)),
  );

  app.put(
    '/notifications/settings',
    {
      schema: {
        tags,
        summary: 'Change the channels of some kinds of notification',
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      settingsResponse(app.db, request.user.id, await updateSettings(app.db, request.user.id, request.body)),
  );

  app.get(
    '/notifications',
    {
      // Kept per member for a few seconds; notify and the read marks forget it (service.ts).
      config: customerRead('notifications'),
      schema: {
        tags,
        summary: 'The member’s notifications, newest first (`unread=true`: unread ones only)',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, pageSize, unread } = request.query;
      const found = await listNotifications(app.db, request.user.id, {
        page,
        pageSize,
        unreadOnly: unread === 'true',
      });
      return { status: true as const, ...found, page, pageSize };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every notification of the member read',
        response: { 200: notificationsReadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      unread: await markAllNotificationsRead(app.db, request.user.id),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of the member’s notifications read (404 when it is not theirs)',
        params: idParamsSchema,
        response: { 200: notificationsReadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      unread: await markNotificationRead(app.db, request.user.id, request.params.id),
    }),
  );

  app.get(
    '/notifications/badges',
    {
      schema: {
        tags,
        summary: 'The header’s counts: unread notifications and unread chat messages',
        response: { 200: badgesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [notifications, messages] = await Promise.all([
        unreadNotificationCount(app.db, request.user.id),
        unreadMessageTotal(app.db, request.user.id),
      ]);
      return { success: true as const, notifications, messages };
    },
  );
};
export default notificationRoutes;
