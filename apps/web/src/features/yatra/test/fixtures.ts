/**
 * Test data for the yatra tests, as the API answers it. Factories take
 * overrides. Ids and the customer come from @/test/factories; the fake API
 * they are served through is `fakeApi` in @/test/fake-api.
 */
import type { YatraBooking, YatraDeparture, YatraDetails, YatraSummary } from '@seva/contracts';
import { recordId, reference } from '@/test/factories';

export function yatraSummary(overrides: Partial<YatraSummary> = {}): YatraSummary {
  return {
    _id: recordId(),
    slug: 'char-dham-yatra-haridwar-12-days',
    name: 'Char Dham Yatra by Road from Haridwar',
    region: 'Garhwal Himalaya, Uttarakhand',
    startCity: 'Haridwar',
    endCity: 'Haridwar',
    days: 12,
    nights: 11,
    startingPrice: 42900,
    nextDeparture: '2027-05-15',
    seatsLeft: 12,
    image: '/api/app/customer/yatra-image/char-dham.svg',
    hi: {},
    ...overrides,
  };
}

export function departure(overrides: Partial<YatraDeparture> = {}): YatraDeparture {
  return {
    _id: recordId(),
    startDate: '2027-05-15',
    endDate: '2027-05-26',
    seats: 16,
    seatsLeft: 12,
    bookable: true,
    ...overrides,
  };
}

/** Open (12 of 16 left), open with 3 left, full, and one whose booking has closed. */
export function departures(): YatraDeparture[] {
  return [
    departure({ startDate: '2027-05-15', endDate: '2027-05-26', seatsLeft: 12 }),
    departure({ startDate: '2027-05-29', endDate: '2027-06-09', seatsLeft: 3 }),
    departure({ startDate: '2027-06-12', endDate: '2027-06-23', seatsLeft: 0, bookable: false }),
    departure({ startDate: '2027-09-18', endDate: '2027-09-29', seatsLeft: 16, bookable: false }),
  ];
}

export function yatraDetails(overrides: Partial<YatraDetails> = {}): YatraDetails {
  return {
    ...yatraSummary(),
    description: 'The four Himalayan dhams of Uttarakhand in the traditional order.',
    itinerary: [
      { day: 1, title: 'Arrive in Haridwar', details: 'Evening Ganga Aarti at Har Ki Pauri.', overnight: 'Haridwar' },
      { day: 2, title: 'Haridwar to Barkot', details: 'About 210 km through Mussoorie.', overnight: 'Barkot' },
      { day: 3, title: 'Departure', details: 'Drop at Haridwar railway station.', overnight: 'Tour ends' },
    ],
    inclusions: ['11 nights in standard hotels', 'Breakfast and dinner every day'],
    exclusions: [
      'Train or flight to Haridwar and back',
      'Ponies, palkis (dolis) and pithoo porters at Yamunotri and Kedarnath',
      'Helicopter tickets to Kedarnath',
    ],
    pricing: { single: 64900, double: 46500, triple: 42900, child: 29900 },
    departures: departures(),
    cancellationPolicy: [
      { minDaysBefore: 15, deductPercent: 10 },
      { minDaysBefore: 8, deductPercent: 25 },
      { minDaysBefore: 4, deductPercent: 50 },
      { minDaysBefore: 0, deductPercent: 100 },
    ],
    ...overrides,
  };
}

export function yatraBooking(overrides: Partial<YatraBooking> = {}): YatraBooking {
  return {
    _id: recordId(),
    reference: reference('YT'),
    yatraId: recordId(),
    yatraName: 'Char Dham Yatra by Road from Haridwar',
    startCity: 'Haridwar',
    departureId: recordId(),
    startDate: '2027-05-15',
    endDate: '2027-05-26',
    occupancy: 'double',
    travellers: [
      { name: 'Asha Verma', age: 42, gender: 'female', idProofType: 'aadhaar' },
      { name: 'Ravi Verma', age: 45, gender: 'male', idProofType: 'passport' },
    ],
    totalPrice: 93000,
    status: 'confirmed',
    refundAmount: null,
    cancelRefundAmount: 83700,
    razorpayOrderId: 'order_Q1w2E3r4T5y6U7',
    razorpayPaymentId: 'pay_Z9y8X7w6V5u4T3',
    createdAt: '2026-11-01T10:00:00.000Z',
    hi: {},
    ...overrides,
  };
}
