/**
 * What another module joins of customers in one statement, so it never reads
 * this module's table itself: a list that pages, searches or checks rows by
 * their customer's name, mobile or role (the recharge and consultancy
 * consoles, the session check of plugins/authenticate.ts through auth).
 */
import { customers } from './tables.js';
import type { Executor } from './records.js';

/**
 * The customers' id, names, mobile (10-digit national number), role and
 * admin areas as a subquery aliased `customer`, to join on `id`
 * (`.innerJoin(customer, eq(customer.id, orders.customerId))`) and read or
 * search those columns in the same statement. PostgreSQL pulls a subquery
 * this plain up into the join, so the plan is that of a join on the table
 * itself; no other column of a customer can be read through it.
 */
export function customersToJoin(db: Executor) {
  return db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      mobile: customers.mobile,
      role: customers.role,
      adminAreas: customers.adminAreas,
    })
    .from(customers)
    .as('customer');
}

/** The subquery customersToJoin makes: its columns are `customer.id`, `customer.mobile`, …. */
export type CustomersToJoin = ReturnType<typeof customersToJoin>;
