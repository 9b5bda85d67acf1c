/**
 * Admin areas (issue 17 finding 4): walks every /api/admin operation of the
 * OpenAPI document and proves that a customer and an admin of the wrong area
 * get 403, and that an admin of the right area (or super) gets past the guard.
 * A new admin route family fails here until AREA_OF names its area (or
 * ANY_ADMIN the path, when every admin may ask it for their own areas).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS, MESSAGES, notYourAreaMessage, type AdminArea } from '@seva/contracts';
import { createAdminTestApp, loginAdmin, openApiOperations, requestAs, type Method } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';

/** The area each admin route family needs, by path prefix. */
const AREA_OF: [prefix: string, area: AdminArea][] = [
  ['/api/admin/customers', 'super'],
  ['/api/admin/shop/', 'shop'],
  ['/api/admin/pujas', 'bookings'],
  ['/api/admin/puja/', 'bookings'],
  ['/api/admin/pitr/', 'bookings'],
  ['/api/admin/yatras', 'bookings'],
  ['/api/admin/yatra/', 'bookings'],
  ['/api/admin/recharge/', 'recharge'],
  ['/api/admin/media/', 'content'],
  ['/api/admin/darshan/', 'content'],
  ['/api/admin/news/', 'content'],
  ['/api/admin/pages', 'content'],
  ['/api/admin/consultancy', 'content'],
  ['/api/admin/milan/', 'milan-safety'],
];

/** Routes every admin reaches (anyAdminModules), answering only for the caller's areas. */
const ANY_ADMIN = new Set(['/api/admin/overview', '/api/admin/audit']);

/** SPEC §7 puts these public media reads under /api/admin; they need no session at all. */
const PUBLIC = /^\/api\/admin\/get[A-Z]\w+$/;

/** An OpenAPI path with every `{param}` filled by an id that names no record. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '0'.repeat(24));

let ctx: TestContext;
let customer: LoggedIn;
/** Per area: an admin holding only it, and an admin holding every other area but super. */
const only = new Map<AdminArea, LoggedIn>();
const allBut = new Map<AdminArea, LoggedIn>();

beforeAll(async () => {
  ({ ctx, customer } = await createAdminTestApp());
  for (const area of ADMIN_AREAS) {
    only.set(area, await loginAdmin(ctx.app, [area]));
    allBut.set(
      area,
      await loginAdmin(
        ctx.app,
        ADMIN_AREAS.filter((a) => a !== area && a !== 'super'),
      ),
    );
  }
});
afterAll(async () => ctx.app.close());

const send = (who: LoggedIn, method: Method, url: string) =>
  requestAs(ctx.app, who, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});

describe('every /api/admin route', () => {
  it('names an area and lets in only that area’s admins and super', { timeout: 120_000 }, async () => {
    const operations = await openApiOperations(ctx.app, (path) => path.startsWith('/api/admin/'));
    expect(operations.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const { method: lower, path } of operations) {
      const method = lower.toUpperCase() as Method;
      const url = concrete(path);
      const label = `${method} ${path}`;
      if (PUBLIC.test(path)) {
        if (method === 'GET' && [401, 403].includes((await ctx.app.inject({ method, url })).statusCode)) {
          failures.push(`${label}: the public read refused a visitor`);
        }
        continue;
      }
      if (ANY_ADMIN.has(path)) {
        if ((await send(customer, method, url)).statusCode !== 403) failures.push(`${label}: a customer got past`);
        for (const [area, admin] of only) {
          const answer = await send(admin, method, url);
          if (answer.statusCode !== 200) failures.push(`${label}: an admin of ${area} got ${answer.statusCode}`);
        }
        continue;
      }
      const area = AREA_OF.find(([prefix]) => path.startsWith(prefix))?.[1];
      if (!area) {
        failures.push(`${label}: no area in AREA_OF`);
        continue;
      }
      const forCustomer = await send(customer, method, url);
      if (forCustomer.statusCode !== 403 || forCustomer.json().message !== MESSAGES.forbidden) {
        failures.push(`${label}: a customer got ${forCustomer.statusCode}`);
      }
      const wrong = await send(allBut.get(area)!, method, url);
      if (wrong.statusCode !== 403 || wrong.json().message !== notYourAreaMessage(area)) {
        failures.push(`${label}: an admin without ${area} got ${wrong.statusCode} ${wrong.body.slice(0, 80)}`);
      }
      for (const right of new Set([only.get(area)!, only.get('super')!])) {
        const answer = await send(right, method, url);
        if (answer.statusCode === 401 || answer.statusCode === 403) {
          failures.push(`${label}: an admin of ${area} or super got ${answer.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
