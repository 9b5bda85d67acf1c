/**
 * Test helpers for the admin console: an app with the demo admin (super) and a
 * demo customer logged in (per call, or booted for a whole file), an admin of
 * chosen areas, the access check every admin route passes, the OpenAPI
 * operations of a route family, and a picture upload body.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { MESSAGES, type AdminArea } from '@seva/contracts';
import { promoteToAdmin } from '../modules/customers/service.js';
import { DEMO_ADMIN_MOBILE, DEMO_CUSTOMER_MOBILE, seedDemoCustomers } from '../seed/customers/seed.js';
import { createTestApp, type TestContext } from './app.js';
import { injectAs, loginAs, randomMobile, type LoggedIn } from './login.js';
import { multipartBody } from './multipart.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A fresh app (createTestApp, with `options`) with the demo customers seeded,
 * the demo admin and the demo customer logged in.
 */
export async function createAdminTestApp(
  options?: Parameters<typeof createTestApp>[0],
): Promise<{ ctx: TestContext; admin: LoggedIn; customer: LoggedIn }> {
  const ctx = await createTestApp(options);
  await seedDemoCustomers(ctx.app.db);
  const admin = await loginAs(ctx.app, DEMO_ADMIN_MOBILE);
  const customer = await loginAs(ctx.app, DEMO_CUSTOMER_MOBILE);
  return { ctx, admin, customer };
}

/** A new admin holding `areas` (promoteToAdmin), logged in. */
export async function loginAdmin(app: FastifyInstance, areas: AdminArea[]): Promise<LoggedIn> {
  const mobile = randomMobile();
  await promoteToAdmin(app.db, mobile, areas);
  return loginAs(app, mobile);
}

/** `method url` as `who`, with `payload` as the JSON body when given. */
export function requestAs(app: FastifyInstance, who: LoggedIn, method: Method, url: string, payload?: object) {
  return injectAs(app, who.token, { method, url, ...(payload ? { payload } : {}) });
}

/** A test file's admin app, booted by useAdminTestApp. */
export interface AdminTestApp {
  readonly app: FastifyInstance;
  readonly admin: LoggedIn;
  readonly customer: LoggedIn;
  /** `method url` as the admin (requestAs). */
  as: (method: Method, url: string, payload?: object) => ReturnType<typeof requestAs>;
}

/**
 * Boots one admin app (createAdminTestApp) before the calling file's tests and
 * closes it after them. Its fields are the booted app's, so read them inside
 * hooks and tests (reading one earlier throws).
 */
export function useAdminTestApp(): AdminTestApp {
  let booted: Awaited<ReturnType<typeof createAdminTestApp>> | undefined;
  beforeAll(async () => {
    booted = await createAdminTestApp();
  });
  afterAll(async () => booted?.ctx.app.close());
  const get = () => {
    if (!booted) throw new Error('The admin test app is not booted yet: read it inside a hook or a test.');
    return booted;
  };
  return {
    get app() {
      return get().ctx.app;
    },
    get admin() {
      return get().admin;
    },
    get customer() {
      return get().customer;
    },
    as: (method, url, payload) => requestAs(get().ctx.app, get().admin, method, url, payload),
  };
}

/** The `message` of a JSON answer. */
export const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** The `data` of a JSON answer (a saved or fetched record), as `T`. */
export const dataOf = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

/** Expects `method url` to answer 401 without a token and 403 (MESSAGES.forbidden) to `customer`. */
export async function expectAdminOnly(app: FastifyInstance, customer: LoggedIn, method: Method, url: string) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  const anonymous = await app.inject({ method, url, ...(withBody ? { payload: {} } : {}) });
  expect(anonymous.statusCode).toBe(401);
  const forbidden = await requestAs(app, customer, method, url, withBody ? {} : undefined);
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json()).toEqual({ status: false, success: false, message: MESSAGES.forbidden });
}

/** Every operation of the OpenAPI document (GET /api/docs/json) whose path `matches`, with its tags. */
export async function openApiOperations(
  app: FastifyInstance,
  matches: (path: string) => boolean,
): Promise<{ method: string; path: string; tags: string[] | undefined }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { tags?: string[] }>>;
  }>();
  return Object.entries(doc.paths)
    .filter(([path]) => matches(path))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, tags: op.tags })));
}

/** A multipart/form-data body with one file part named "image", as a browser's FormData sends it. */
export const multipartImage = (data: Buffer, filename: string, contentType: string) =>
  multipartBody([{ name: 'image', data, filename, contentType }]);
