/**
 * Milan Sathi profile photos (SPEC §7 /users calls; the Milan Sathi issue):
 *   POST   /api/users/:id/upload-image        multipart `image` → the own photos (photo-upload.ts)
 *   PATCH  /api/users/:id/photos/:photoId     { isPrimary: true } → the own photos
 *   DELETE /api/users/:id/photos/:photoId     → the own photos
 *   GET    /api/milan/photos/:id/:file        one stored size of a photo, to whoever may see it (photo-files.ts)
 *   POST   /api/users/:id/photo-request       ask a member for photos, once (photo-requests.ts; issue 22)
 * Writes to a profile's photos are the owner's only (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  errorResponses,
  idParamsSchema,
  photoFileParamsSchema,
  photoLinkQuerySchema,
  photoParamsSchema,
  photoRequestResponseSchema,
  profilePhotoUpdateBodySchema,
  profilePhotosResponseSchema,
} from '@seva/contracts';
import { assertSelf } from '../../../plugins/ownership.js';
import { readPhotoFile } from './photo-files.js';
import { announcePhotoRequest, requestPhotos } from './photo-requests.js';
import photoUpload from './photo-upload.js';
import { deletePhoto, setPrimaryPhoto } from './photos.js';
import { actingMember } from '../family/acting.js';

const tags = ['milan'];

const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = actingMember(app);
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

  app.post(
    '/users/:id/photo-request',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Ask a member whose photos are hidden or missing to add or show photos (once per member)',
        description:
          'Asking again answers the same and tells the owner only once. Failures carry `error`: self (400), ' +
          'not_found (404: missing, suspended or blocked either way), profile_required, photos_visible (409).',
        params: idParamsSchema,
        response: { 200: photoRequestResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { created } = await requestPhotos(app.db, request.user.id, request.params.id);
      if (created) {
        // The request is saved; a failure to tell the owner is logged, the answer stands.
        await announcePhotoRequest(app.db, app.realtime, request.user.id, request.params.id).catch((err: unknown) =>
          request.log.error({ err }, 'could not tell the member about a photo request'),
        );
      }
      return { success: true as const, message: MESSAGES.photoRequestSent, photoRequested: true as const };
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
};
export default photoRoutes;
