/**
 * The media console API (admins of the content area: modules/index.ts), as
 * media-admin.ts lists it. Lists answer
 * `{ status, results, total, page, pageSize }`; writes `{ status, message, data }`;
 * DELETEs `{ status, message }`.
 *   categories and sub-categories   admin-category-routes.ts
 *   videos and podcast episodes     admin-video-routes.ts (files: admin-uploads.ts)
 *   live streams                    admin-live-routes.ts
 *   darshan temples and days        admin-darshan-routes.ts
 * A category, sub-category or temple that still holds records is not
 * deleted (409): hide it instead. Every write reaches customers at once:
 * the public reads' cache is dropped after it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetCatalogueAfterWrites } from '../../lib/admin-route.js';
import categoryRoutes from './admin-category-routes.js';
import darshanRoutes from './admin-darshan-routes.js';
import liveRoutes from './admin-live-routes.js';
import videoRoutes from './admin-video-routes.js';

const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetCatalogueAfterWrites(app);
  await app.register(categoryRoutes);
  await app.register(videoRoutes);
  await app.register(liveRoutes);
  await app.register(darshanRoutes);
};
export default mediaAdminRoutes;
