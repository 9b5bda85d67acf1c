/** Pujas and bookings as the admin API answers them, for the puja console's tests. Factories take overrides. */
import type { AdminPitrBooking, AdminPuja, AdminPujaBooking } from '@seva/contracts';
import { recordId } from '@/test/factories';

export function adminPuja(overrides: Partial<AdminPuja> = {}): AdminPuja {
  return {
    _id: recordId(),
    slug: 'rudrabhishek-kashi-vishwanath',
    kind: 'puja',
    name: 'Rudrabhishek at Kashi Vishwanath',
    deity: 'Lord Shiva',
    temple: 'Shri Kashi Vishwanath Temple',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    description: 'Abhishek of the Shivling while the Rudri is recited.',
    benefits: ['Traditionally performed on Mondays'],
    deliverables: ['Video of the sankalp within 3 days'],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, price: 1101, priceUsd: 14.99 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, price: 3101, priceUsd: 39.99 },
    ],
    schedule: { weekday: 1 },
    nextDate: '2027-01-04',
    image: '/uploads/pujas/rudrabhishek.webp',
    sortOrder: 0,
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function adminPujaBooking(overrides: Partial<AdminPujaBooking> = {}): AdminPujaBooking {
  return {
    _id: '0123456789abcdef3f9a1c2e',
    reference: 'SV-PJ-26-004821',
    pujaId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    pujaName: 'Rudrabhishek at Kashi Vishwanath',
    temple: 'Shri Kashi Vishwanath Temple',
    location: 'Varanasi, Uttar Pradesh',
    packageCode: 'individual',
    packageName: 'Individual',
    date: '2027-01-04',
    devotees: ['Meera Iyer'],
    gotra: 'Kashyap',
    sankalp: 'For the good health of my parents',
    amount: 1101,
    currency: 'INR',
    status: 'confirmed',
    proofVideoUrl: null,
    prasadTrackingNumber: null,
    prasadAddress: { name: 'Meera Iyer', line: '4, Mylapore', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004' },
    razorpayOrderId: 'order_abc',
    razorpayPaymentId: 'pay_abc',
    createdAt: '2026-12-20T10:00:00.000Z',
    customerId: 'dddddddddddddddddddddddd',
    customerMobile: '9876543210',
    paymentRecordId: 'eeeeeeeeeeeeeeeeeeeeeeee',
    paymentStatus: 'fulfilled',
    refundStatus: null,
    updatedAt: '2026-12-20T10:00:00.000Z',
    ...overrides,
  };
}

export function adminPitrBooking(overrides: Partial<AdminPitrBooking> = {}): AdminPitrBooking {
  return {
    _id: '0123456789abcdef7b7b7b7b',
    reference: 'SV-PT-26-000318',
    pujaId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    ritualName: 'Pind Daan at Vishnupad Temple, Gaya Ji',
    place: 'Vishnupad Temple, Gaya Ji, Bihar',
    packageCode: 'individual',
    packageName: 'One ancestral line',
    date: '2027-09-16',
    country: 'United States',
    customerName: 'Ramesh Sharma',
    mobile: '+14155550123',
    gotra: 'Bharadwaj',
    ancestors: ['Late Shri Mohan Lal Sharma'],
    amount: 88.99,
    currency: 'USD',
    paymentId: 'CAPTURE123',
    razorpayOrderId: null,
    paypalOrderId: 'PAYPAL-ORDER-1',
    status: 'confirmed',
    proofVideoUrl: null,
    createdAt: '2026-12-20T10:00:00.000Z',
    customerId: 'dddddddddddddddddddddddd',
    paymentRecordId: 'ffffffffffffffffffffffff',
    paymentStatus: 'fulfilled',
    refundStatus: null,
    updatedAt: '2026-12-20T10:00:00.000Z',
    ...overrides,
  };
}
