/**
 * Test fixtures for pitr paksha: a ritual at Gaya as a `pujas` row to insert,
 * and the booking form a customer sends for it.
 */
import type { PujaDetails } from '@seva/contracts';
import type { pujas } from '../modules/puja/tables.js';

/** Pind Daan at Vishnupad, Gaya: a pitr ritual performed every day, ₹5,100 or $69 for one ancestor line. */
export const GAYA_RITUAL = {
  slug: 'pind-daan-gaya',
  kind: 'pitr',
  name: 'Pind Daan at Vishnupad',
  deity: 'Vishnu',
  temple: 'Vishnupad Temple',
  city: 'Gaya',
  state: 'Bihar',
  packages: [
    { code: 'individual', name: 'One ancestor line', persons: 1, pricePaise: 510000, priceUsdCents: 6900 },
    { code: 'family', name: 'Whole family', persons: 6, pricePaise: 1100000, priceUsdCents: 13900 },
  ],
  schedule: { everyDays: 1 },
} satisfies typeof pujas.$inferInsert;

/** The book_pitra_puja form for `ritual`'s individual package on its next date, from `country`, paying `amount`. */
export const pitrForm = (ritual: PujaDetails, country: string, amount: number) => ({
  pujaId: ritual._id,
  packageCode: 'individual',
  date: ritual.dates[0],
  country,
  customerName: 'Ramesh Sharma',
  mobile: country === 'India' ? '9876543210' : '+14155550123',
  amount,
  gotra: 'Bharadwaj',
  ancestors: ['Late Shri Mohan Lal Sharma'],
});
