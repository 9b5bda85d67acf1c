/**
 * Milan Sathi profiles (SPEC §7 /users calls; the Milan Sathi issue):
 *   PUT    /api/users/:id                     own details + `matrimony` profile → { success, message }
 *   GET    /api/users/search                  cards, filtered and paged (visitors too)
 *   GET    /api/users/featured                up to 8 cards for the landing page (visitors too)
 *   GET    /api/users/:id                     a profile under the privacy rules (visitors too)
 *   POST   /api/users/:id/upload-image        multipart `image` → the own photos
 *   PATCH  /api/users/:id/photos/:photoId     { isPrimary: true } → the own photos
 *   DELETE /api/users/:id/photos/:photoId     → the own photos
 *   GET    /api/milan/photos/:id/:file        one stored size of a photo, to whoever may see it (photo-files.ts)
 *   POST   /api/users/:id/block               the signed-in member blocks :id
 *   DELETE /api/users/:id/block               … and unblocks
 * (connection-routes.ts has the connection calls and reporting.)
 * Writes to a profile are the owner's only (403). Fills guna_scores when the app is ready.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  blockResponseSchema,
  errorResponses,
  featuredProfilesResponseSchema,
  idParamsSchema,
  photoFileParamsSchema,
  photoLinkQuerySchema,
  photoParamsSchema,
  profilePhotoUpdateBodySchema,
  profilePhotosResponseSchema,
  profileSearchQuerySchema,
  profileSearchResponseSchema,
  profileViewResponseSchema,
  successMessageSchema,
  userUpdateBodySchema,
} from '@seva/contracts';
import { assertSelf } from '../../plugins/ownership.js';
import { blockMember, unblockMember } from './blocks.js';
import { ensureGunaScores } from './guna-scores.js';
import { readPhotoFile } from './photo-files.js';
import photoUpload from './photo-upload.js';
import { deletePhoto, setPrimaryPhoto } from './photos.js';
import { updateUserAndProfile } from './profiles.js';
import { featuredProfiles, searchProfiles } from './search.js';
import { getProfileView } from './view.js';
import { optionalViewerId } from './viewer.js';
import { forgetSearchTotalsThrough } from './search-totals.js';

const tags = ['milan'];
/** Visitors may call it; a bearer token, when sent, must be live. */
const optionalSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

const milanRoutes: FastifyPluginAsyncZod = async (app) => {
  // A profile saved or suspended in any API process drops the search totals this one keeps.
  forgetSearchTotalsThrough(app.db, app.invalidations);
  app.addHook('onReady', async () => {
    await ensureGunaScores(app.db);
  });

  app.put(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update own details and, with `matrimony`, create or replace the Milan Sathi profile',
        description:
          'Own record only (403). A new e-mail is verified by link. The kundli moon sign is computed from birth ' +
          'date, time and place; without time or place it stays empty.',
        params: idParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const mailer = { email: app.providers.email, publicUrl: app.config.publicUrl, log: request.log };
      await updateUserAndProfile(app.db, mailer, request.user, request.params.id, request.body);
      return { success: true, message: MESSAGES.profileUpdated };
    },
  );

  app.get(
    '/users/search',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary: 'Search profiles (cards: first name, age, city, profession, primary photo)',
        description:
          '`currentUserId`, when sent, must be the signed-in member. Gender defaults to the opposite of the ' +
          'viewer’s. `sort=match` orders by guna score with the viewer and needs their birth details.',
        querystring: profileSearchQuerySchema,
        response: { 200: profileSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      searchProfiles(app.db, app.photoLinks, await optionalViewerId(app, request, reply), request.query),
  );

  app.get(
    '/users/featured',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary: 'Up to 8 profiles with a public photo, boosted first, then the newest',
        response: { 200: featuredProfilesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => ({
      success: true as const,
      results: await featuredProfiles(app.db, app.photoLinks, await optionalViewerId(app, request, reply)),
    }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary: 'A profile as the viewer may see it (privacy rules, kundli, contact)',
        description:
          'Another member’s profile hides the surname (initial), birth data, photos kept for connections and ' +
          'the contact (paid plan + accepted connection + views left; each reveal is logged). 404 when it does ' +
          'not exist, is suspended or a block stands between the two; the own id without a profile is 404 ' +
          '`profile_required`.',
        params: idParamsSchema,
        response: { 200: profileViewResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => ({
      success: true as const,
      user: await getProfileView(
        app.db,
        app.photoLinks,
        await optionalViewerId(app, request, reply),
        request.params.id,
      ),
    }),
  );

  await app.register(photoUpload);

  app.patch(
    '/users/:id/photos/:photoId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Make one of the own photos the primary one',
        params: photoParamsSchema,
        body: profilePhotoUpdateBodySchema,
        response: { 200: profilePhotosResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.params.id);
      const photos = await setPrimaryPhoto(app.db, app.photoLinks, request.user.id, request.params.photoId);
      return { success: true as const, message: MESSAGES.photoUpdated, photos };
    },
  );

  app.delete(
    '/users/:id/photos/:photoId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete one of the own photos (the next becomes primary when it was)',
        params: photoParamsSchema,
        response: { 200: profilePhotosResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.params.id);
      const photos = await deletePhoto(app.db, app.photoLinks, request.user.id, request.params.photoId);
      return { success: true as const, message: MESSAGES.photoUpdated, photos };
    },
  );

  app.get(
    '/milan/photos/:id/:file',
    {
      // Pictures are fetched like assets (a search page alone shows a dozen), many people behind one address.
      config: { rateLimit: { max: app.config.rateLimitPerMinute * 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'One stored size of a profile photo (the URLs the answers carry; no bearer token)',
        description:
          'A member who shows photos to everyone: anyone, cacheable for 10 minutes. One who keeps them for ' +
          'accepted connections: only through the link signed for the viewer (`v`, `exp`, `sig`; 10–15 minutes), ' +
          'while the viewer is still the owner, an admin or an accepted connection without a block; never ' +
          'cached. 404 to anyone else and for a deleted photo.',
        params: photoFileParamsSchema,
        querystring: photoLinkQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('The image (image/webp or image/avif)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const { privateFiles } = app.providers;
      const stored = await readPhotoFile(app.db, privateFiles, app.photoLinks, id, file, request.query);
      return reply
        .type(stored.contentType)
        .header('cache-control', stored.cacheControl)
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );

  app.post(
    '/users/:id/block',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Block member :id (neither sees the other; pending interests are cancelled)',
        params: idParamsSchema,
        response: { 200: blockResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await blockMember(app.db, request.user.id, request.params.id);
      return { success: true as const, message: MESSAGES.blocked };
    },
  );

  app.delete(
    '/users/:id/block',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Lift the own block of member :id',
        params: idParamsSchema,
        response: { 200: blockResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await unblockMember(app.db, request.user.id, request.params.id);
      return { success: true as const, message: MESSAGES.unblocked };
    },
  );
};
export default milanRoutes;
