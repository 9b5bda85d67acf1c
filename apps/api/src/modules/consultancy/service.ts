/**
 * Consultancy requests as the customer makes and follows them (SPEC §7
 * consultant_request): one open (new or contacted) request per topic. The
 * partial unique index `consultancy_requests_open_topic_key` is the rule, so
 * two parallel submits still make one row; after a close the topic is free.
 */
import { httpErrors } from '@fastify/sensible';
import { desc, eq } from 'drizzle-orm';
import { CONSULTANCY_ALREADY_OPEN, type ConsultancyRequest, type ConsultancyRequestBody } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { consultancyRequests } from './tables.js';

/** The unique index that keeps one open request per customer and topic. */
export const OPEN_TOPIC_KEY = 'consultancy_requests_open_topic_key';
/** Most requests a customer's list shows (newest first); more would be years of requests. */
const OWN_REQUESTS_LIMIT = 100;

export type ConsultancyRow = typeof consultancyRequests.$inferSelect;

/** Requests nobody has contacted yet (new): the console overview's `consultancyNew` (consultancy_requests_status_idx). */
export function countNewConsultancyRequests(db: Db): Promise<number> {
  return db.$count(consultancyRequests, eq(consultancyRequests.status, 'new'));
}

export function toConsultancyRequest(row: ConsultancyRow): ConsultancyRequest {
  return {
    _id: row.id,
    topic: row.topic,
    preferredLanguage: row.preferredLanguage,
    preferredTime: row.preferredTime,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves a new request of `customerId`. Throws 409 (CONSULTANCY_ALREADY_OPEN) while one on the topic is open. */
export async function createConsultancyRequest(
  db: Db,
  customerId: string,
  body: ConsultancyRequestBody,
): Promise<ConsultancyRequest> {
  try {
    const [row] = await db
      .insert(consultancyRequests)
      .values({ ...body, customerId })
      .returning();
    if (!row) throw new Error('insert returned no consultancy request');
    return toConsultancyRequest(row);
  } catch (error) {
    if (isUniqueViolation(error, OPEN_TOPIC_KEY)) throw httpErrors.conflict(CONSULTANCY_ALREADY_OPEN);
    throw error;
  }
}

/** The customer's own requests, newest first (at most OWN_REQUESTS_LIMIT). */
export async function listOwnConsultancyRequests(db: Db, customerId: string): Promise<ConsultancyRequest[]> {
  const rows = await db
    .select()
    .from(consultancyRequests)
    .where(eq(consultancyRequests.customerId, customerId))
    .orderBy(desc(consultancyRequests.createdAt), desc(consultancyRequests.id))
    .limit(OWN_REQUESTS_LIMIT);
  return rows.map(toConsultancyRequest);
}
export { eraseCustomerConsultancy } from './erase.js';
