/**
 * What the console's route files share: the OpenAPI tags of an admin route
 * (the guard marks its security: plugins/authenticate.ts), the paged list
 * answer, dropping the catalogue cache after writes, and who acts (the
 * audit log's actor).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminArea } from '@seva/contracts';
import { forgetCatalogue } from '../db/read-cache.js';
import type { Paging } from '../db/paging.js';

/** OpenAPI `tags` of every admin route (spread into its schema). */
export const adminDocs = { tags: ['admin'] };

/** The list answer `{ status, results, total, page, pageSize }`: the page `paging` asked for, as `found`. */
export function pageAnswer<T>({ page, pageSize }: Paging, found: { results: T[]; total: number }) {
  return { status: true as const, results: found.results, total: found.total, page, pageSize };
}

/** Drops the cached catalogue after every write (any method but GET) answered in `app`'s scope: customers see it at once. */
export function forgetCatalogueAfterWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') forgetCatalogue(app.db);
  });
}

/** Who acts in an audited admin action: the admin and the area that let them (issue 24). */
export interface AdminActor {
  adminId: string;
  area: AdminArea;
}

/**
 * The actor of an admin request: the signed-in admin and the area that let them through
 * app.requireAdminArea (their own area, else super). Throws when the route is not behind that guard
 * (a programming error: an audited action always is).
 */
export function adminActor(request: FastifyRequest): AdminActor {
  if (!request.adminArea) throw new Error(`${request.method} ${request.url} is not behind an admin area guard`);
  return { adminId: request.user.id, area: request.adminArea };
}
