/**
 * Test data and a fake of the shop's HTTP API for the shop's tests. Factories
 * take overrides; `fakeShopApi` answers by method + path, so a test states
 * what the server says per call, not the order the page happens to call in.
 */
import { vi } from 'vitest';
import type { Address, Cart, CartItem, Order, Product, ProductCategory } from '@seva/contracts';
import { testCustomer } from '@/test/render';

export const CUSTOMER_ID = testCustomer.userid;

let seq = 0;
/** A fresh 24-hex record id, time-ordered like the server's. */
export function recordId(): string {
  seq += 1;
  return `65f0a1b2c3d4e5f6a7b8${seq.toString(16).padStart(4, '0')}`;
}

export function category(overrides: Partial<ProductCategory> = {}): ProductCategory {
  return {
    _id: recordId(),
    name: 'Puja Samagri',
    slug: 'puja-samagri',
    description: 'Everyday puja essentials.',
    productCount: 6,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: recordId(),
    name: 'Pure Camphor Tablets',
    slug: 'pure-camphor-tablets',
    description: 'Bhimseni camphor for aarti.',
    categoryId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    categoryName: 'Puja Samagri',
    price: 149,
    mrp: 199,
    unit: '100 g',
    stock: 25,
    inStock: true,
    image: '/api/e-commerce/product-image/pure-camphor-tablets.svg',
    ...overrides,
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const price = overrides.price ?? 149;
  const quantity = overrides.quantity ?? 1;
  return {
    _id: recordId(),
    productId: recordId(),
    name: 'Pure Camphor Tablets',
    image: '/img/camphor.svg',
    unit: '100 g',
    price,
    mrp: 199,
    quantity,
    stock: 25,
    lineTotal: price * quantity,
    ...overrides,
  };
}

/** A cart whose totals follow from its items, as the server computes them. */
export function cartOf(...items: CartItem[]): Cart {
  return {
    items,
    totalPrice: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    _id: recordId(),
    name: 'Asha Verma',
    mobile: '9876543210',
    houseNo: 'B-12, Shanti Apartments',
    area: 'Sector 62',
    landmark: 'Near Fortis Hospital',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201301',
    addressType: 'home',
    createdAt: '2025-03-10T09:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  const { _id: _unused, createdAt: _created, ...delivery } = address();
  return {
    _id: recordId(),
    customerName: 'Asha Verma',
    items: [
      {
        productId: recordId(),
        name: 'Pure Camphor Tablets',
        image: '/img/c.svg',
        unit: '100 g',
        price: 149,
        quantity: 2,
      },
    ],
    amount: 298,
    status: 'placed',
    paymentStatus: 'paid',
    razorpayOrderId: 'order_Q1w2E3r4T5y6U7',
    razorpayPaymentId: 'pay_Z9y8X7w6V5u4T3',
    address: delivery,
    createdAt: '2025-03-12T10:00:00.000Z',
    updatedAt: '2025-03-12T10:00:00.000Z',
    ...overrides,
  };
}

type Reply = { status?: number; body?: unknown };
/** A fixed reply, a list used in turn (the last one repeats), or a function of the request body. */
type Route = Reply | Reply[] | ((body: unknown, url: string) => Reply);

/**
 * Stubs fetch with answers keyed by "METHOD /api/path" (a key ending in `*`
 * matches by prefix). Unknown calls answer 500, so a stray call shows up.
 */
export function fakeShopApi(routes: Record<string, Route>) {
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const method = init?.method ?? 'GET';
    const key =
      Object.keys(routes).find((k) => k === `${method} ${path}`) ??
      Object.keys(routes).find((k) => k.endsWith('*') && `${method} ${path}`.startsWith(k.slice(0, -1)));
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    let reply: Reply = {
      status: 500,
      body: { status: false, success: false, message: `No fake for ${method} ${path}` },
    };
    if (key) {
      const route = routes[key];
      if (typeof route === 'function') reply = route(body, url);
      else if (Array.isArray(route)) {
        const n = used.get(key) ?? 0;
        used.set(key, n + 1);
        reply = route[Math.min(n, route.length - 1)] ?? reply;
      } else if (route) reply = route;
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed bodies of every call to `path` ("/api/..."), in order. */
export function bodiesOf(fetchMock: ReturnType<typeof fakeShopApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}
