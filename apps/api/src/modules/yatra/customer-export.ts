/** The yatra module's part of "Download my data" (issue 24): the customer's yatra bookings with their travellers. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExportPart } from '../../lib/export-part.js';
import { yatraBookings } from './tables.js';

/** `yatra-bookings.json`, newest first (amounts in paise). */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  const rows = await db
    .select()
    .from(yatraBookings)
    .where(eq(yatraBookings.customerId, customerId))
    .orderBy(desc(yatraBookings.createdAt), desc(yatraBookings.id));
  return { json: { 'yatra-bookings.json': rows.map(({ customerId: _owner, ...booking }) => booking) } };
}
