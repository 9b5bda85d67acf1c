/**
 * The customers module's part of "Download my data" (issue 24): the
 * customer's own record, without the password hash and sign-in internals.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExportPart } from '../../lib/export-part.js';
import { customers } from './tables.js';

/** `profile.json`: the customer's record (null fields kept, so the file shows what is not set). */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return { json: {} };
  return {
    json: {
      'profile.json': {
        id: row.id,
        mobile: row.mobile,
        countryCode: row.countryCode,
        mobileVerifiedAt: row.mobileVerifiedAt,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        emailVerifiedAt: row.emailVerifiedAt,
        hasPassword: row.passwordHash !== null,
        gender: row.gender,
        country: row.country,
        state: row.state,
        city: row.city,
        address: row.address,
        pincode: row.pincode,
        language: row.language,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      },
    },
  };
}
