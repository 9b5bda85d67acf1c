/**
 * Test readers of the customers module's rows, for tests of other modules
 * (auth signs customers up and in): the customer rows of a mobile and the
 * e-mail verification links of a customer. Changes go through the module's
 * service.ts (createCustomer, updateCustomer).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, emailVerifications } from '../modules/customers/tables.js';

/** Every customer row with `mobile` (10 digits): none or one, since the mobile is unique. */
export function customersByMobile(app: FastifyInstance, mobile: string) {
  return app.db.select().from(customers).where(eq(customers.mobile, mobile));
}

/** The e-mail verification links (rows, token hashes only) issued to customer `customerId`. */
export function emailVerificationsOf(app: FastifyInstance, customerId: string) {
  return app.db.select().from(emailVerifications).where(eq(emailVerifications.customerId, customerId));
}
