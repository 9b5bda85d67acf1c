/**
 * A yatra booking's GST tax invoice (issue 23; lib/invoices): one line, the
 * tour for its travellers at the fare paid (GST-inclusive), SAC 998555 (tour
 * operator services) at 5 % without input tax credit (a sandbox figure:
 * check with a tax adviser). Bookings keep no postal address of the
 * customer, so the place of supply is Seva's own state (IGST Act
 * s.12(2)(b)): CGST and SGST. The travellers are printed under the line.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { customerParty } from '../../lib/invoices/customer-party.js';
import type { InvoiceDocument } from '../../lib/invoices/pdf.js';
import { getCustomer } from '../customers/service.js';
import { invoiceFacts } from '../payments/service.js';
import { yatraBookings } from './tables.js';

/** SAC and GST rate of a yatra (tour operator services). */
export const YATRA_TAX_CLASS = { hsn: '998555', gstRate: 5 } as const;

/**
 * The invoice of yatra booking `id`; `customerId` limits it to that
 * customer's bookings (null: an admin). Throws 404 (unknown or someone
 * else's), 409 (not paid).
 */
export async function yatraBookingInvoice(
  db: Db,
  seller: InvoiceDocument['seller'],
  id: string,
  customerId: string | null,
): Promise<InvoiceDocument> {
  const [booking] = await db
    .select()
    .from(yatraBookings)
    .where(and(eq(yatraBookings.id, id), customerId ? eq(yatraBookings.customerId, customerId) : undefined));
  if (!booking) throw httpErrors.notFound(MESSAGES.orderOrBookingNotFound);
  const facts = await invoiceFacts(db, booking.paymentId);
  const name = booking.hi.yatraName ? `${booking.yatraName} (${booking.hi.yatraName})` : booking.yatraName;
  const travellers = booking.travellers.length;
  return {
    ...facts,
    seller,
    billTo: customerParty(await getCustomer(db, booking.customerId), booking.travellers[0]?.name ?? ''),
    reference: { label: 'Yatra booking', value: booking.reference },
    place: { state: seller.state },
    items: [
      {
        description: `${name} from ${booking.startCity}, ${booking.startDate} to ${booking.endDate}, ${booking.occupancy} sharing, ${travellers} traveller${travellers === 1 ? '' : 's'}`,
        quantity: 1,
        unitPrice: booking.totalPaise,
        ...YATRA_TAX_CLASS,
      },
    ],
    notes: [`Travellers: ${booking.travellers.map((t) => `${t.name} (${t.age})`).join(', ')}`],
  };
}
