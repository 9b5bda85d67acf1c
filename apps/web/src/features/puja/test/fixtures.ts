/**
 * Test data and a fake of the puja HTTP API for the puja tests. Factories
 * take overrides; `fakePujaApi` answers by method + path, so a test states
 * what the server says per call, not the order the page happens to call in.
 */
import { vi } from 'vitest';
import type { Address, PujaBooking, PujaDetails, PujaPackage, PujaSummary } from '@seva/contracts';
import { testCustomer } from '@/test/render';

export const CUSTOMER_ID = testCustomer.userid;

let seq = 0;
/** A fresh 24-hex record id, time-ordered like the server's. */
export function recordId(): string {
  seq += 1;
  return `66a0b1c2d3e4f5a6b7c8${seq.toString(16).padStart(4, '0')}`;
}

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

export function address(overrides: Partial<Address> = {}): Address {
  return {
    _id: recordId(),
    name: 'Asha Verma',
    mobile: '9876543210',
    houseNo: 'B-12, Shanti Apartments',
    area: 'Sector 62',
    landmark: '',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201301',
    addressType: 'home',
    createdAt: '2025-03-10T09:00:00.000Z',
    ...overrides,
  };
}

export function booking(overrides: Partial<PujaBooking> = {}): PujaBooking {
  return {
    _id: recordId(),
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
    ...overrides,
  };
}

type Reply = { status?: number; body?: unknown };
/** A fixed reply, a list used in turn (the last one repeats), or a function of the request body. */
type Route = Reply | Reply[] | ((body: unknown, url: string) => Reply);

/**
 * Stubs fetch with answers keyed by "METHOD /api/path". Unknown calls answer
 * 500, so a stray call shows up.
 */
export function fakePujaApi(routes: Record<string, Route>) {
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const method = init?.method ?? 'GET';
    const key = `${method} ${path}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    let reply: Reply = {
      status: 500,
      body: { status: false, success: false, message: `No fake for ${key}` },
    };
    const route = routes[key];
    if (typeof route === 'function') reply = route(body, url);
    else if (Array.isArray(route)) {
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      reply = route[Math.min(n, route.length - 1)] ?? reply;
    } else if (route) reply = route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed bodies of every call to `path` ("/api/..."), in order. */
export function bodiesOf(fetchMock: ReturnType<typeof fakePujaApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}
