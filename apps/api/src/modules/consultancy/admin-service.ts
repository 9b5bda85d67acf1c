/**
 * The consultancy inbox of the admin console: requests newest first with the
 * customer's name and mobile, searched and filtered by status; one request;
 * and the status the team works it through (new ↔ contacted → closed, with
 * a note). A closed request may be reopened only while the customer has no
 * other open request on that topic (409): the open-topic index decides.
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AdminConsultancy, ConsultancyStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { idFragment, textOrIdMatch } from '../../db/like.js';
import type { Paging } from '../../db/paging.js';
import { customersToJoin, type CustomersToJoin } from '../customers/service.js';
import { OPEN_TOPIC_KEY, toConsultancyRequest, type ConsultancyRow } from './service.js';
import { consultancyRequests } from './tables.js';

export const ADMIN_CONSULTANCY_NOT_FOUND = 'This consultancy request does not exist.';
export const CONSULTANCY_REOPEN_CONFLICT =
  'This customer already has another open request on this topic. Work on that one instead.';

/** The customer's full name (first and last, trimmed), in SQL. */
const fullNameOf = (customer: CustomersToJoin) =>
  sql<string>`trim(${customer.firstName} || ' ' || ${customer.lastName})`;

/**
 * Requests with their customer's name and mobile, the customer joined as the
 * customers module's subquery (`customer`, from customersToJoin) so a search
 * by name or mobile pages in the same statement.
 */
function selectInbox(db: Db, customer: CustomersToJoin) {
  return db
    .select({ request: consultancyRequests, name: fullNameOf(customer), mobile: customer.mobile })
    .from(consultancyRequests)
    .leftJoin(customer, eq(customer.id, consultancyRequests.customerId))
    .$dynamic();
}

function toAdminConsultancy(row: { request: ConsultancyRow; name: string | null; mobile: string | null }) {
  const { request, name, mobile } = row;
  return {
    ...toConsultancyRequest(request),
    customerId: request.customerId,
    customerName: name || null,
    customerMobile: mobile,
    note: request.note,
  } satisfies AdminConsultancy;
}

export interface AdminConsultancyFilter extends Paging {
  /** One status or several (the overview's queues); absent: all. */
  status?: readonly ConsultancyStatus[] | undefined;
  /** Part of the customer's name or mobile, or of the request id (the short `#…` id too). */
  q?: string | undefined;
}

/**
 * Requests whose customer (`customer`, joined by selectInbox) has a name or
 * mobile containing `q`, or whose id or customer's id does (ids: hex only).
 */
function matching(customer: CustomersToJoin, q: string | undefined): SQL | undefined {
  const byText = textOrIdMatch(
    q,
    [customer.firstName, customer.lastName, fullNameOf(customer), customer.mobile],
    consultancyRequests.id,
  );
  const fragment = idFragment(q?.trim() ?? '');
  return fragment ? or(byText, like(consultancyRequests.customerId, `%${fragment}%`)) : byText;
}

/** One page of requests, newest first, filtered; and how many match in all. */
export async function listAdminConsultancy(
  db: Db,
  filter: AdminConsultancyFilter,
): Promise<{ results: AdminConsultancy[]; total: number }> {
  const customer = customersToJoin(db);
  const where = and(
    filter.status ? inArray(consultancyRequests.status, filter.status) : undefined,
    matching(customer, filter.q),
  );
  const [rows, totals] = await Promise.all([
    selectInbox(db, customer)
      .where(where)
      .orderBy(desc(consultancyRequests.createdAt), desc(consultancyRequests.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: count() })
      .from(consultancyRequests)
      .leftJoin(customer, eq(customer.id, consultancyRequests.customerId))
      .where(where),
  ]);
  return { results: rows.map(toAdminConsultancy), total: totals[0]?.total ?? 0 };
}

/** Request `id` with its customer. Throws 404 when the id is unknown. */
export async function getAdminConsultancy(db: Db, id: string): Promise<AdminConsultancy> {
  const [row] = await selectInbox(db, customersToJoin(db)).where(eq(consultancyRequests.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(ADMIN_CONSULTANCY_NOT_FOUND);
  return toAdminConsultancy(row);
}

/**
 * Moves request `id` to `status` (any of new, contacted, closed; the same
 * status just saves the note) and replaces the note when one is given.
 * Throws 404 (unknown id), 409 (reopening a topic the customer has open again).
 */
export async function changeConsultancyStatus(
  db: Db,
  id: string,
  { status, note }: { status: ConsultancyStatus; note?: string | undefined },
): Promise<AdminConsultancy> {
  let updated: { id: string }[];
  try {
    updated = await db
      .update(consultancyRequests)
      .set({ status, ...(note === undefined ? {} : { note }) })
      .where(eq(consultancyRequests.id, id))
      .returning({ id: consultancyRequests.id });
  } catch (error) {
    if (isUniqueViolation(error, OPEN_TOPIC_KEY)) throw httpErrors.conflict(CONSULTANCY_REOPEN_CONFLICT);
    throw error;
  }
  if (updated.length === 0) throw httpErrors.notFound(ADMIN_CONSULTANCY_NOT_FOUND);
  return getAdminConsultancy(db, id);
}
