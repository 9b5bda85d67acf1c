/**
 * The puja module's part of "Download my data" (issue 24): the customer's
 * puja bookings (devotees, gotra, sankalp, prasad address and tracking) and
 * pitr paksha bookings (ancestors' names), newest first.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExportPart } from '../../lib/export-part.js';
import { pitrBookings, pujaBookings } from './tables.js';

/** `puja-bookings.json` and `pitr-bookings.json` (amounts in minor units of `currency`: paise or cents). */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  const [pujas, pitr] = await Promise.all([
    db
      .select()
      .from(pujaBookings)
      .where(eq(pujaBookings.customerId, customerId))
      .orderBy(desc(pujaBookings.createdAt), desc(pujaBookings.id)),
    db
      .select()
      .from(pitrBookings)
      .where(eq(pitrBookings.customerId, customerId))
      .orderBy(desc(pitrBookings.createdAt), desc(pitrBookings.id)),
  ]);
  return {
    json: {
      'puja-bookings.json': pujas.map(({ customerId: _owner, ...booking }) => booking),
      'pitr-bookings.json': pitr.map(({ customerId: _owner, ...booking }) => booking),
    },
  };
}
