/**
 * What the console's route files share: the OpenAPI tags of an admin route
 * (the guard marks its security: plugins/authenticate.ts), the paged list
 * answer, and dropping the catalogue cache after writes.
 */
import type { FastifyInstance } from 'fastify';
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
