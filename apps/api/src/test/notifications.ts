/**
 * A test reader of the notifications module's rows, for the modules and jobs
 * that notify (Milan Sathi's connections, chat and verification; the
 * membership expiry notices).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@seva/contracts';
import { notifications } from '../modules/notifications/tables.js';

/** The stored notifications (rows) of `kind` for customer `customerId`; every kind when `kind` is left out. */
export function notificationsOf(app: FastifyInstance, customerId: string, kind?: NotificationKind) {
  return app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), kind ? eq(notifications.kind, kind) : undefined));
}
