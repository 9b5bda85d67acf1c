/**
 * Demo customers for an empty database (README "Trying it"): five demo admins,
 * each holding the area their desk names, and one demo customer. Inserts only
 * what is missing, never overwrites.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../../modules/customers/tables.js';

/** The demo admin's mobile (Aarav Sharma, super: every area); log in with it to open /admin. */
export const DEMO_ADMIN_MOBILE = '9999900001';
/** A second demo admin (Rohan Mehta, shop operations), so two people can try the console side by side. */
export const DEMO_OPERATIONS_MOBILE = '9999900002';
/** A third demo admin (Kavita Iyer, puja and yatra operations). */
export const DEMO_TEMPLE_DESK_MOBILE = '9999900003';
/** A fourth demo admin (Meera Menon, content desk: Sanchar media, darshan, news, consultancy). */
export const DEMO_CONTENT_DESK_MOBILE = '9999900004';
/** A fifth demo admin (Sunita Rao, Milan Sathi trust and safety: ID verifications and profile reports). */
export const DEMO_TRUST_DESK_MOBILE = '9999900005';
/** The demo customer's mobile (Priya Verma). */
export const DEMO_CUSTOMER_MOBILE = '9876543210';

const demoCustomers: (typeof customers.$inferInsert)[] = [
  {
    mobile: DEMO_ADMIN_MOBILE,
    firstName: 'Aarav',
    lastName: 'Sharma',
    gender: 'male',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201301',
    role: 'admin',
    adminAreas: ['super'],
  },
  {
    mobile: DEMO_OPERATIONS_MOBILE,
    firstName: 'Rohan',
    lastName: 'Mehta',
    gender: 'male',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201301',
    role: 'admin',
    adminAreas: ['shop'],
  },
  {
    mobile: DEMO_TEMPLE_DESK_MOBILE,
    firstName: 'Kavita',
    lastName: 'Iyer',
    gender: 'female',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    pincode: '221001',
    role: 'admin',
    adminAreas: ['bookings'],
  },
  {
    mobile: DEMO_CONTENT_DESK_MOBILE,
    firstName: 'Meera',
    lastName: 'Menon',
    gender: 'female',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682011',
    role: 'admin',
    adminAreas: ['content'],
  },
  {
    mobile: DEMO_TRUST_DESK_MOBILE,
    firstName: 'Sunita',
    lastName: 'Rao',
    gender: 'female',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    role: 'admin',
    adminAreas: ['milan-safety'],
  },
  {
    mobile: DEMO_CUSTOMER_MOBILE,
    firstName: 'Priya',
    lastName: 'Verma',
    email: 'priya.verma@example.in',
    gender: 'female',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pincode: '226001',
    role: 'customer',
  },
];

/**
 * Inserts the demo admins and demo customer unless a customer with that mobile
 * or e-mail exists. A demo admin kept from before admins had areas (none held)
 * gets its area; held areas are never changed.
 */
export async function seedDemoCustomers(db: Db): Promise<void> {
  const now = new Date();
  for (const customer of demoCustomers) {
    await db
      .insert(customers)
      .values({
        ...customer,
        ...(customer.email ? { emailVerifiedAt: now } : {}),
        mobileVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    if (customer.adminAreas) {
      await db
        .update(customers)
        .set({ adminAreas: customer.adminAreas })
        .where(
          and(
            eq(customers.mobile, customer.mobile),
            eq(customers.role, 'admin'),
            sql`${customers.adminAreas} = '{}'::text[]`,
          ),
        );
    }
  }
}
