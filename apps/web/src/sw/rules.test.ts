import { describe, expect, it } from 'vitest';
import {
  cachingRule,
  customerOfAuthorization,
  endsSession,
  historyCacheName,
  postCacheKey,
  type RequestFacts,
} from './rules';

const ORIGIN = 'https://seva.example';

function request(path: string, init: Partial<Omit<RequestFacts, 'url' | 'headers'>> & { headers?: string[] } = {}) {
  const headers = new Set(init.headers ?? []);
  return {
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    headers: { has: (name: string) => headers.has(name) },
  };
}
const rule = (path: string, init?: Parameters<typeof request>[1]) => cachingRule(request(path, init), ORIGIN);

/** A JWT-shaped bearer token whose payload is `payload` (unsigned: the worker never checks signatures). */
const bearer = (payload: unknown) =>
  `Bearer eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_')}.c2ln`;

describe('what the service worker keeps', () => {
  it('serves pages from the network first, but never keeps the admin console or the API as a page', () => {
    expect(rule('/products', { mode: 'navigate' })).toBe('page');
    expect(rule('/products/product-details?id=abc', { mode: 'navigate' })).toBe('page');
    expect(rule('/admin', { mode: 'navigate' })).toBe('never');
    expect(rule('/admin/orders', { mode: 'navigate' })).toBe('never');
    expect(rule('/api/dev/outbox', { mode: 'navigate' })).toBe('never');
  });

  it('keeps the catalogue reads, GET and the legacy read POSTs alike', () => {
    for (const path of [
      '/api/e-commerce/get_product_category',
      '/api/e-commerce/get_product_details/65f0c0ffee',
      '/api/e-commerce/get_puja',
      '/api/e-commerce/get_puja_details/rudrabhishek',
      '/api/app/customer/get_all_yatra',
      '/api/media/latest',
      '/api/admin/getDailyDarshan?date=2026-11-29',
      '/api/admin/getLive',
      '/api/user/getBreakingNews',
      '/api/user/news/abc',
      '/api/recharge/operators?service_id=30',
      '/api/recharge/plans?product_code=AT&circle=DL',
      '/api/app/config',
    ]) {
      expect(rule(path), path).toBe('catalogue');
    }
    expect(rule('/api/e-commerce/get_products', { method: 'POST' })).toBe('catalogue');
    expect(rule('/api/app/customer/yatra_details_by_id', { method: 'POST' })).toBe('catalogue');
  });

  it("keeps the signed-in customer's histories (orders, bookings, recharges)", () => {
    expect(rule('/api/user/getCustomerOrder', { method: 'POST' })).toBe('history');
    expect(rule('/api/e-commerce/get_customer_puja_history', { method: 'POST' })).toBe('history');
    expect(rule('/api/recharge/get-recharge-history', { method: 'POST' })).toBe('history');
    expect(rule('/api/user/yatraOrderHistory', { method: 'POST' })).toBe('history');
    expect(rule('/api/app/customer/get_book_pitra_puja/cust1')).toBe('history');
    expect(rule('/api/recharge/orders/ord1')).toBe('history');
  });

  it('never keeps writes, payments, login, OTP, the dev outbox, the admin API, the socket or notifications', () => {
    for (const [path, method] of [
      ['/api/e-commerce/add_to_cart', 'POST'],
      ['/api/e-commerce/order_product', 'POST'],
      ['/api/e-commerce/book_puja', 'POST'],
      ['/api/recharge/rechargeData', 'POST'],
      ['/api/app/customer/create_razorpay_order', 'POST'],
      ['/api/paypal/config', 'GET'],
      ['/api/paypal/capture', 'POST'],
      ['/api/payments/transactions', 'GET'],
      ['/api/auth/refresh', 'POST'],
      ['/api/app/customer/user_login', 'POST'],
      ['/api/app/customer/otp_verify', 'POST'],
      ['/api/app/customer/me', 'GET'],
      ['/api/dev/outbox?to=9876543210', 'GET'],
      ['/api/admin/overview', 'GET'],
      ['/api/admin/getDailyDarshan', 'POST'],
      ['/api/admin/orders', 'GET'],
      ['/api/socket.io/?EIO=4&transport=polling', 'GET'],
      ['/api/notifications', 'GET'],
      ['/api/users/search', 'GET'],
      ['/api/e-commerce/get_products', 'GET'],
      ['/api/e-commerce/get_product_details/', 'GET'],
      ['/api/e-commerce/update_address', 'PATCH'],
      ['/api/e-commerce/delete_address', 'DELETE'],
    ]) {
      expect(rule(path!, { method }), `${method} ${path}`).toBe('never');
    }
  });

  it('keeps images cache-first, but never audio, video, live streams or any byte range', () => {
    expect(rule('/uploads/products/abc-480.webp')).toBe('image');
    expect(rule('/api/e-commerce/product-image/pure-camphor-tablets.svg')).toBe('image');
    expect(rule('/uploads/media/katha.mp3')).toBe('never');
    expect(rule('/uploads/videos/tandav.mp4')).toBe('never');
    expect(rule('/uploads/live/kashi/index.m3u8')).toBe('never');
    expect(rule('/uploads/products/abc-480.webp', { headers: ['range'] })).toBe('never');
  });

  it('keeps hashed assets, and nothing of another origin', () => {
    expect(rule('/assets/index-DpXjdYdP.js')).toBe('asset');
    expect(rule('https://checkout.razorpay.com/v1/checkout.js')).toBe('never');
    expect(rule('https://cdn.example/assets/x.js')).toBe('never');
  });
});

describe('the end of a session', () => {
  it('is a logout, a logout of every device, or a refused refresh', () => {
    expect(endsSession(`${ORIGIN}/api/app/customer/logout`, 'POST', 200)).toBe(true);
    expect(endsSession(`${ORIGIN}/api/app/customer/logout_all`, 'POST', 200)).toBe(true);
    expect(endsSession(`${ORIGIN}/api/auth/refresh`, 'POST', 401)).toBe(true);
    expect(endsSession(`${ORIGIN}/api/auth/refresh`, 'POST', 200)).toBe(false);
    expect(endsSession(`${ORIGIN}/api/auth/refresh`, 'POST', 503)).toBe(false);
    expect(endsSession(`${ORIGIN}/api/app/customer/logout`, 'GET', 200)).toBe(false);
  });
});

describe("a customer's own history cache", () => {
  it('is named after the `sub` of the bearer token, so two customers on one phone never share one', () => {
    const priya = customerOfAuthorization(bearer({ sub: 'c0ffee01', sid: 's1' }));
    const rohan = customerOfAuthorization(bearer({ sub: 'c0ffee02', sid: 's2' }));
    expect(priya).toBe('c0ffee01');
    expect(historyCacheName(priya!)).not.toBe(historyCacheName(rohan!));
    // A refreshed token of the same customer (a new session id) keeps the same cache.
    expect(customerOfAuthorization(bearer({ sub: 'c0ffee01', sid: 's9' }))).toBe('c0ffee01');
  });

  it('is none without a usable token', () => {
    expect(customerOfAuthorization(null)).toBeNull();
    expect(customerOfAuthorization('Basic abc')).toBeNull();
    expect(customerOfAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(customerOfAuthorization('Bearer a.!!!.c')).toBeNull();
    expect(customerOfAuthorization(bearer({ sid: 's1' }))).toBeNull();
    expect(customerOfAuthorization(bearer({ sub: '../../other' }))).toBeNull();
  });
});

describe('the key of a read POST', () => {
  it('is its address with the hash of its body: two filters, two entries; the same filter, one', async () => {
    const url = `${ORIGIN}/api/e-commerce/get_products`;
    const first = await postCacheKey(url, '{"page":1}');
    expect(first).toMatch(/^https:\/\/seva\.example\/api\/e-commerce\/get_products\?sw-body=[0-9a-f]{64}$/);
    expect(await postCacheKey(url, '{"page":1}')).toBe(first);
    expect(await postCacheKey(url, '{"page":2}')).not.toBe(first);
  });
});
