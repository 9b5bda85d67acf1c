/**
 * Test readers of the customers module's rows, for tests of other modules
 * (auth signs customers up and in) and of the CLI: the customer rows of a
 * mobile and the e-mail verification links of a customer. Changes go through
 * the module's service.ts (createCustomer, updateCustomer).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, emailVerifications } from '../modules/customers/tables.js';

/**
 * Every customer row with `mobile` (10 digits): none or one, since the mobile is unique. `app` may be any holder
 * of a Db handle (an opened Database, where a test has no app).
 */
export function customersByMobile(app: Pick<FastifyInstance, 'db'>, mobile: string) {
  return app.db.select().from(customers).where(eq(customers.mobile, mobile));
}

/** The e-mail verification links (rows, token hashes only) issued to customer `customerId`. */
export function emailVerificationsOf(app: FastifyInstance, customerId: string) {
  return app.db.select().from(emailVerifications).where(eq(emailVerifications.customerId, customerId));
}
