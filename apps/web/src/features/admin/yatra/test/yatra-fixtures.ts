/** Yatra console data for tests: a yatra with its departures and a booking, each with overrides. */
import type { AdminYatra, AdminYatraBooking, AdminYatraDeparture } from '@seva/contracts';
import { addDays, indiaToday } from '../../shared/india-today';

const today = indiaToday();

export function adminYatraDeparture(overrides: Partial<AdminYatraDeparture> = {}): AdminYatraDeparture {
  const startDate = overrides.startDate ?? addDays(today, 30);
  return {
    _id: 'dddddddddddddddddddddd01',
    startDate,
    endDate: addDays(startDate, 5),
    seats: 20,
    seatsLeft: 14,
    seatsBooked: 6,
    bookings: 3,
    started: false,
    ...overrides,
  };
}

export function adminYatra(overrides: Partial<AdminYatra> = {}): AdminYatra {
  return {
    _id: 'aaaaaaaaaaaaaaaaaaaaaa01',
    slug: 'kashi-ayodhya-prayagraj',
    name: 'Kashi, Ayodhya and Prayagraj',
    region: 'Uttar Pradesh',
    startCity: 'Varanasi',
    endCity: 'Lucknow',
    days: 6,
    nights: 5,
    description: 'Ganga Aarti, Ram Lalla and the Sangam.',
    itinerary: [1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      title: `Day ${day}`,
      details: 'Darshan and sightseeing.',
      overnight: day === 6 ? 'Tour ends' : 'Varanasi',
    })),
    inclusions: ['AC hotel stays', 'Breakfast and dinner'],
    exclusions: ['Boat ride on the Ganga'],
    pricing: { single: 42_000, double: 31_000, triple: 29_000, child: 15_000 },
    image: '',
    sortOrder: 1,
    active: true,
    departures: [
      adminYatraDeparture(),
      adminYatraDeparture({
        _id: 'dddddddddddddddddddddd02',
        startDate: addDays(today, 60),
        endDate: addDays(today, 65),
        seatsLeft: 20,
        seatsBooked: 0,
        bookings: 0,
      }),
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    hi: {},
    hindiMissing: [],
    ...overrides,
  };
}

export function adminYatraBooking(overrides: Partial<AdminYatraBooking> = {}): AdminYatraBooking {
  const startDate = overrides.startDate ?? addDays(today, 30);
  return {
    _id: '0123456789abcdef3f9a1c2e',
    reference: 'SV-YT-26-000045',
    yatraId: 'aaaaaaaaaaaaaaaaaaaaaa01',
    yatraName: 'Kashi, Ayodhya and Prayagraj',
    startCity: 'Varanasi',
    departureId: 'dddddddddddddddddddddd01',
    startDate,
    endDate: addDays(startDate, 5),
    occupancy: 'double',
    travellers: [
      { name: 'Sunita Sharma', age: 52, gender: 'female', idProofType: 'aadhaar' },
      { name: 'Ramesh Sharma', age: 55, gender: 'male', idProofType: 'passport' },
    ],
    totalPrice: 62_000,
    status: 'confirmed',
    refundAmount: null,
    cancelRefundAmount: 55_800,
    razorpayOrderId: 'order_abc',
    razorpayPaymentId: 'pay_abc',
    createdAt: '2026-03-12T10:00:00.000Z',
    hi: {},
    customerId: 'cccccccccccccccccccccc01',
    customerMobile: '9876543210',
    paymentRecordId: 'eeeeeeeeeeeeeeeeeeeeee01',
    paymentStatus: 'fulfilled',
    refundStatus: null,
    cancelledAt: null,
    updatedAt: '2026-03-12T10:00:00.000Z',
    ...overrides,
  };
}
