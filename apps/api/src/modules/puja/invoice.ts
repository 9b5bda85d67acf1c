/**
 * The GST tax invoices of puja and pitr paksha bookings (issue 23;
 * lib/invoices). One line, the package booked, at the price paid
 * (GST-inclusive), SAC 999591 (religious services) at 18 % (a sandbox
 * figure: check with a tax adviser). The place of supply is the temple's
 * state, where the ritual is performed (IGST Act s.12(7): services of
 * organising an event, where it is held); a booking paid in US dollars from
 * abroad is an export of services, zero-rated under LUT. The devotees
 * (puja) or ancestors (pitr paksha) and the gotra are printed under the lines.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { customerParty } from '../../lib/invoices/customer-party.js';
import type { InvoiceDocument } from '../../lib/invoices/pdf.js';
import { getCustomer } from '../customers/service.js';
import { invoiceFacts } from '../payments/service.js';
import { pitrBookings, pujaBookings, pujas } from './tables.js';

/** SAC and GST rate of a puja or pitr paksha ritual. */
export const RITUAL_TAX_CLASS = { hsn: '999591', gstRate: 18 } as const;

type Seller = InvoiceDocument['seller'];

/** The state of puja `pujaId`'s temple. */
async function templeState(db: Db, pujaId: string): Promise<string> {
  const [row] = await db.select({ state: pujas.state }).from(pujas).where(eq(pujas.id, pujaId));
  return row?.state ?? '';
}

/**
 * The invoice of puja booking `id`; `customerId` limits it to that
 * customer's bookings (null: an admin). Throws 404 (unknown or someone
 * else's), 409 (not paid).
 */
export async function pujaBookingInvoice(
  db: Db,
  seller: Seller,
  id: string,
  customerId: string | null,
): Promise<InvoiceDocument> {
  const [booking] = await db
    .select()
    .from(pujaBookings)
    .where(and(eq(pujaBookings.id, id), customerId ? eq(pujaBookings.customerId, customerId) : undefined));
  if (!booking) throw httpErrors.notFound(MESSAGES.orderOrBookingNotFound);
  const facts = await invoiceFacts(db, booking.paymentId);
  const name = booking.hi.pujaName ? `${booking.pujaName} (${booking.hi.pujaName})` : booking.pujaName;
  return {
    ...facts,
    seller,
    billTo: customerParty(await getCustomer(db, booking.customerId), booking.devotees[0] ?? ''),
    reference: { label: 'Puja booking', value: booking.reference },
    place: booking.currency === 'USD' ? { outsideIndia: true } : { state: await templeState(db, booking.pujaId) },
    items: [
      {
        description: `${name}, ${booking.packageName} package, at ${booking.temple}, ${booking.location} on ${booking.date}`,
        quantity: 1,
        unitPrice: booking.amountMinor,
        ...RITUAL_TAX_CLASS,
      },
    ],
    notes: [`Devotees: ${booking.devotees.join(', ')}`, ...(booking.gotra ? [`Gotra: ${booking.gotra}`] : [])],
  };
}

/** The invoice of pitr paksha booking `id`, like pujaBookingInvoice. */
export async function pitrBookingInvoice(
  db: Db,
  seller: Seller,
  id: string,
  customerId: string | null,
): Promise<InvoiceDocument> {
  const [booking] = await db
    .select()
    .from(pitrBookings)
    .where(and(eq(pitrBookings.id, id), customerId ? eq(pitrBookings.customerId, customerId) : undefined));
  if (!booking) throw httpErrors.notFound(MESSAGES.orderOrBookingNotFound);
  const facts = await invoiceFacts(db, booking.paymentId);
  const party = customerParty(await getCustomer(db, booking.customerId), booking.customerName);
  return {
    ...facts,
    seller,
    // An erased account's booking keeps no mobile (issue 24).
    billTo: {
      name: booking.customerName || party.name,
      lines: [booking.mobile ? `Mobile ${booking.mobile}` : '', booking.country].filter(Boolean),
    },
    reference: { label: 'Pitr paksha booking', value: booking.reference },
    place: booking.currency === 'USD' ? { outsideIndia: true } : { state: await templeState(db, booking.pujaId) },
    items: [
      {
        description: `${booking.ritualName}, ${booking.packageName} package, at ${booking.place} on ${booking.date}`,
        quantity: 1,
        unitPrice: booking.amountMinor,
        ...RITUAL_TAX_CLASS,
      },
    ],
    notes: [
      ...(booking.ancestors.length ? [`Ancestors: ${booking.ancestors.join(', ')}`] : []),
      ...(booking.gotra ? [`Gotra: ${booking.gotra}`] : []),
    ],
  };
}
