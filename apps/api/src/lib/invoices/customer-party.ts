/**
 * The "Bill to" of a booking's invoice: the account holder's name, mobile
 * and e-mail (bookings keep no postal address). Taken as a plain record so
 * lib imports no module; the booking modules pass the customer row.
 */
import type { InvoiceParty } from './pdf.js';

/** The party of a customer with `firstName`, `lastName`, `mobile` and `email`; `fallbackName` when unnamed. */
export function customerParty(
  customer: { firstName: string; lastName: string; mobile: string; email: string } | undefined,
  fallbackName: string,
): InvoiceParty {
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return {
    name: name || fallbackName,
    // An erased account's mobile is `deleted-<id>`, no phone number (issue 24): it is not printed.
    lines: [customer && /^\d+$/.test(customer.mobile) ? `Mobile ${customer.mobile}` : '', customer?.email ?? ''].filter(
      Boolean,
    ),
  };
}
