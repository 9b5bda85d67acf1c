/**
 * A test reader of the notifications module's rows, for the modules that
 * notify (Milan Sathi's connections, chat and verification).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@seva/contracts';
import { notifications } from '../modules/notifications/tables.js';

/** The stored notifications (rows) of `kind` for customer `customerId`. */
export function notificationsOf(app: FastifyInstance, customerId: string, kind: NotificationKind) {
  return app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.kind, kind)));
}
