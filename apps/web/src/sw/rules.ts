/**
 * What the service worker (src/sw.ts) may keep of each request, as pure functions of the request, so the rules
 * are tested without a browser (rules.test.ts). Everything not named here goes to the network untouched: an
 * allowlist, so a new API route is never cached by accident (docs/decisions/014-installable-app.md).
 *
 * - `page`: a navigation outside /admin (the console stays online-only): the network first, the app shell when
 *   offline.
 * - `asset`: the build's hashed files under /assets/ (never change under one name): the cache first.
 * - `image`: product, puja, yatra and upload images: the cache first, a bounded number of them.
 * - `catalogue`: public reads (products, pujas, yatras, media lists, news, darshan, recharge operators and plans,
 *   the app config): the network first, the last answer when offline; shared by every visitor of the device.
 * - `history`: the signed-in customer's own orders, bookings and recharges: the network first, kept in a cache
 *   of that customer only (historyCacheName), dropped on logout.
 * - `never`: everything else — writes, payments, login and OTP, the dev outbox, the admin console's API, the
 *   realtime socket, media byte ranges (audio, video, live streams), notifications, Milan Sathi.
 * Some legacy reads are POSTs (SPEC's contract: get_products, the histories); `readPosts` names them, cached
 * under a key made of their address and body (postCacheKey).
 */
export type CachingRule = 'page' | 'asset' | 'image' | 'catalogue' | 'history' | 'never';

/** The parts of a fetch the rules look at (a `Request` has them all). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  headers: { has(name: string): boolean };
}

/** Public API reads answered by GET: a path ending in '/' names every path under it, any other one exactly. */
const CATALOGUE_GETS = [
  '/api/app/config',
  '/api/e-commerce/get_product_category',
  '/api/e-commerce/get_product_details/',
  '/api/e-commerce/get_puja',
  '/api/e-commerce/get_puja_details/',
  '/api/app/customer/get_all_yatra',
  '/api/media/',
  // The media, darshan and static-page reads live under the legacy /api/admin prefix, but are public; nothing else there is kept.
  '/api/admin/getSeparateCategories',
  '/api/admin/getSubCategoryByCategoryId',
  '/api/admin/getVideosBySubCategoryId',
  '/api/admin/getAudioBySubCategory',
  '/api/admin/getLive',
  '/api/admin/getDailyDarshan',
  '/api/admin/getTermsAndCondition',
  '/api/admin/getPrivacyPolicy',
  '/api/admin/getRefundPolicy',
  '/api/admin/getAboutUs',
  '/api/user/getBreakingNews',
  '/api/user/getNewscategory',
  '/api/user/getNewsByCategory',
  '/api/user/news/',
  '/api/recharge/get_services_list',
  '/api/recharge/operators',
  '/api/recharge/circles',
  '/api/recharge/plans',
];
/** Public reads the legacy contract makes POSTs (a filter or an id in the body). */
const CATALOGUE_POSTS = ['/api/e-commerce/get_products', '/api/app/customer/yatra_details_by_id'];
/** The signed-in customer's histories answered by GET. */
const HISTORY_GETS = ['/api/app/customer/get_book_pitra_puja/', '/api/recharge/orders/'];
/** The signed-in customer's histories the legacy contract makes POSTs (`{ customerId }` in the body). */
const HISTORY_POSTS = [
  '/api/user/getCustomerOrder',
  '/api/e-commerce/get_customer_puja_history',
  '/api/recharge/get-recharge-history',
  '/api/user/yatraOrderHistory',
];
/** The calls that end a session: after them no history of its customer may stay on the device. */
const SESSION_ENDS = ['/api/app/customer/logout', '/api/app/customer/logout_all'];
const REFRESH = '/api/auth/refresh';

const IMAGE_FILE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;
const API_IMAGES = ['/api/e-commerce/product-image/', '/api/e-commerce/puja-image/', '/api/app/customer/yatra-image/'];

function listed(path: string, list: readonly string[]): boolean {
  return list.some((entry) =>
    entry.endsWith('/') ? path.startsWith(entry) && path.length > entry.length : path === entry,
  );
}

/** The POSTs that only read, and are kept like the GETs of their kind. */
export const readPosts = { catalogue: CATALOGUE_POSTS, history: HISTORY_POSTS } as const;

/** The rule for `request` made by a page of `origin` (e.g. 'https://seva.example'). */
export function cachingRule(request: RequestFacts, origin: string): CachingRule {
  const url = new URL(request.url);
  if (url.origin !== origin || request.headers.has('range')) return 'never';
  const path = url.pathname;
  if (request.method === 'POST') {
    if (listed(path, CATALOGUE_POSTS)) return 'catalogue';
    if (listed(path, HISTORY_POSTS)) return 'history';
    return 'never';
  }
  if (request.method !== 'GET') return 'never';
  if (request.mode === 'navigate') {
    return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/') ? 'never' : 'page';
  }
  if (path.startsWith('/assets/')) return 'asset';
  if (listed(path, API_IMAGES) || (path.startsWith('/uploads/') && IMAGE_FILE.test(path))) return 'image';
  if (listed(path, CATALOGUE_GETS)) return 'catalogue';
  if (listed(path, HISTORY_GETS)) return 'history';
  return 'never';
}

/**
 * True when the answer `status` to `method` `url` ends the session on this device: a logout (of this device or
 * all), or a refused refresh (the session is over; the web logs the customer out). The worker then drops every
 * customer's history.
 */
export function endsSession(url: string, method: string, status: number): boolean {
  if (method !== 'POST') return false;
  const path = new URL(url).pathname;
  return SESSION_ENDS.includes(path) || (path === REFRESH && status === 401);
}

/** Every customer's history cache starts with this (historyCacheName). */
export const HISTORY_CACHE_PREFIX = 'seva-history-';

/**
 * The customer a bearer token names: the `sub` of its JWT payload (docs/decisions/005), read without checking
 * the signature (the server checks it; here it only chooses a cache). Null for no token, a malformed one, or a
 * `sub` that is not a plain id.
 */
export function customerOfAuthorization(header: string | null): string | null {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.[\w-]*$/.exec(header ?? '');
  if (!token?.[2]) return null;
  try {
    const json = atob(token[2].replaceAll('-', '+').replaceAll('_', '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/** The history cache of `customer` alone: another customer's requests never read it. */
export function historyCacheName(customer: string): string {
  return `${HISTORY_CACHE_PREFIX}${customer}`;
}

/**
 * The GET address a read POST is kept under: its own address with `sw-body`, the SHA-256 (hex) of its body, so
 * two filters of get_products are two entries (the Cache API keeps GETs only).
 */
export async function postCacheKey(url: string, body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('sw-body', hex);
  return key.href;
}
