/**
 * Test data for the puja tests, as the API answers it. Factories take
 * overrides. Ids, the customer and addresses come from @/test/factories; the
 * fake API they are served through is `fakeApi` in @/test/fake-api.
 */
import type { PitrBooking, PujaBooking, PujaDetails, PujaPackage, PujaSummary } from '@seva/contracts';
import { recordId, reference } from '@/test/factories';

export function pujaSummary(overrides: Partial<PujaSummary> = {}): PujaSummary {
  return {
    _id: recordId(),
    slug: 'rudrabhishek-kashi-vishwanath',
    name: 'Rudrabhishek',
    kind: 'puja',
    deity: 'Lord Shiva',
    temple: 'Kashi Vishwanath Temple',
    location: 'Varanasi, Uttar Pradesh',
    nextDate: '2026-11-30',
    startingPrice: 1100,
    startingPriceUsd: 15,
    image: '/api/e-commerce/puja-image/rudrabhishek.svg',
    hi: {},
    ...overrides,
  };
}

export function pujaPackage(overrides: Partial<PujaPackage> = {}): PujaPackage {
  return { code: 'individual', name: 'Individual', persons: 1, price: 1100, priceUsd: 15, ...overrides };
}

/** Individual (1 name, ₹1,100), Couple (2, ₹2,100) and Family (4, ₹3,500). */
export const PACKAGES: PujaPackage[] = [
  pujaPackage(),
  pujaPackage({ code: 'couple', name: 'Couple', persons: 2, price: 2100, priceUsd: 28 }),
  pujaPackage({ code: 'family', name: 'Family', persons: 4, price: 3500, priceUsd: 45 }),
];

export function pujaDetails(overrides: Partial<PujaDetails> = {}): PujaDetails {
  return {
    ...pujaSummary(),
    description: 'Abhishek of the Jyotirlinga with milk, honey and Ganga jal.',
    benefits: ['Peace in the family', 'Relief from obstacles'],
    packages: PACKAGES,
    dates: ['2026-11-30', '2026-12-07', '2026-12-14'],
    deliverables: ['Video of your sankalp', 'Prasad at your door'],
    ...overrides,
  };
}

export function booking(overrides: Partial<PujaBooking> = {}): PujaBooking {
  return {
    _id: recordId(),
    reference: reference('PJ'),
    pujaId: recordId(),
    pujaName: 'Rudrabhishek',
    temple: 'Kashi Vishwanath Temple',
    location: 'Varanasi, Uttar Pradesh',
    packageCode: 'couple',
    packageName: 'Couple',
    date: '2026-11-30',
    devotees: ['Asha Verma', 'Ravi Verma'],
    gotra: '',
    sankalp: '',
    amount: 2100,
    currency: 'INR',
    status: 'confirmed',
    proofVideoUrl: null,
    prasadTrackingNumber: null,
    prasadAddress: null,
    razorpayOrderId: 'order_Q1w2E3r4T5y6U7',
    razorpayPaymentId: 'pay_Z9y8X7w6V5u4T3',
    createdAt: '2026-11-01T10:00:00.000Z',
    hi: {},
    ...overrides,
  };
}

/** A pitr paksha ritual: One ancestral line (₹7,100 / $88.99) and Family (₹21,000 / $262.99), two dates. */
export function pitrRitual(overrides: Partial<PujaDetails> = {}): PujaDetails {
  return pujaDetails({
    slug: 'pind-daan-vishnupad-gaya',
    name: 'Pind Daan at Vishnupad, Gaya Ji',
    kind: 'pitr',
    deity: 'Lord Vishnu (Gadadhar)',
    temple: 'Vishnupad Temple',
    location: 'Gaya Ji, Bihar',
    nextDate: '2027-09-16',
    startingPrice: 7100,
    startingPriceUsd: 88.99,
    packages: [
      pujaPackage({ code: 'individual', name: 'One ancestral line', persons: 1, price: 7100, priceUsd: 88.99 }),
      pujaPackage({ code: 'family', name: 'Family (up to 6 names)', persons: 6, price: 21000, priceUsd: 262.99 }),
    ],
    dates: ['2027-09-16', '2027-09-19'],
    ...overrides,
  });
}

export function pitrBooking(overrides: Partial<PitrBooking> = {}): PitrBooking {
  return {
    _id: recordId(),
    reference: reference('PT'),
    pujaId: recordId(),
    ritualName: 'Pind Daan at Vishnupad, Gaya Ji',
    place: 'Vishnupad Temple, Gaya Ji, Bihar',
    packageCode: 'individual',
    packageName: 'One ancestral line',
    date: '2027-09-16',
    country: 'India',
    customerName: 'Asha Verma',
    mobile: '9876543210',
    gotra: '',
    ancestors: [],
    amount: 7100,
    currency: 'INR',
    paymentId: 'pay_Z9y8X7w6V5u4T3',
    razorpayOrderId: 'order_Q1w2E3r4T5y6U7',
    paypalOrderId: null,
    status: 'confirmed',
    proofVideoUrl: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    hi: {},
    ...overrides,
  };
}
