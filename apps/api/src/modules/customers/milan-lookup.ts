/**
 * What the Milan Sathi console reads of customers, so the milan module never
 * reads this module's table itself: the condition "the customer in `column`
 * matches the console search", the names and contacts of a page of members,
 * and a member's first name as SQL for the Milan Sathi search's select list.
 */
import { and, eq, inArray, isNotNull, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from './records.js';
import { customerMatching } from './admin-search.js';
import { customers } from './tables.js';

/**
 * `column` (holding customer ids) is a customer whose first, last or full
 * name, mobile or e-mail contains `q` (case-insensitive, as the customer
 * list searches); undefined (no condition) for a blank `q`.
 */
export function customerIdMatching(db: Executor, column: Column, q: string | undefined): SQL | undefined {
  const where = customerMatching(q);
  return where ? inArray(column, db.select({ id: customers.id }).from(customers).where(where)) : undefined;
}

/** A member's name and how to reach them. */
export interface CustomerContact {
  firstName: string;
  lastName: string;
  /** 10-digit national number. */
  mobile: string;
  /** '' when none was given. */
  email: string;
}

/** The names and contacts of customers `ids`, by id; unknown ids are left out. */
export async function contactsOf(db: Executor, ids: readonly string[]): Promise<Map<string, CustomerContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      mobile: customers.mobile,
      email: customers.email,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/**
 * SQL: the first name of the customer in `column` (null for an unknown id) —
 * a scalar subquery on the primary key, for a select list. In a sorted,
 * limited select Postgres evaluates it for the page's rows only.
 */
export function firstNameOf(db: Executor, column: Column): SQL<string | null> {
  return sql`${db.select({ firstName: customers.firstName }).from(customers).where(eq(customers.id, column))}`;
}

/**
 * The customers whose e-mail address is proven (a verification link was
 * opened: `emailVerifiedAt` set, the address not blank), as a subquery
 * aliased `mail_to` with `id`, `firstName`, `email` and `language`, to join on `id`: who
 * may be sent the Milan Sathi daily new-matches e-mail (issue 22).
 */
export function verifiedEmailsToJoin(db: Executor) {
  return db
    .select({ id: customers.id, firstName: customers.firstName, email: customers.email, language: customers.language })
    .from(customers)
    .where(and(isNotNull(customers.emailVerifiedAt), ne(customers.email, '')))
    .as('mail_to');
}
