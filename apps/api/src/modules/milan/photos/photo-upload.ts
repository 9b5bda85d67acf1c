/**
 * POST /api/users/:id/upload-image (SPEC §7, multipart field `image`): a
 * profile photo of the signed-in member. Multipart parsing is registered in
 * this plugin's own scope, so no other route takes multipart bodies, with
 * the photo limit PROFILE_PHOTO_MAX_BYTES (5 MB; larger answers 413).
 * The checks that need no file (own id 403, profile 404, photo limit 409)
 * run before the upload is read.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  errorResponses,
  errorSchema,
  idParamsSchema,
  profilePhotosResponseSchema,
} from '@seva/contracts';
import { assertSelf } from '../../../plugins/ownership.js';
import { readUpload } from '../../../lib/read-upload.js';
import { addPhoto, assertCanAddPhoto } from './photos.js';

const photoUpload: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  app.post(
    '/users/:id/upload-image',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['milan'],
        summary: 'Add a profile photo (multipart field `image`; JPEG, PNG or WebP up to 5 MB)',
        description:
          'Own profile only. The type is read from the file’s bytes; the photo is auto-rotated, stripped of ' +
          'EXIF and stored privately at 320/640/1280 px as WebP and AVIF, served by GET /api/milan/photos/:id/:file. ' +
          'At most 6 photos (409); the first is primary.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: profilePhotosResponseSchema, ...errorResponses, 413: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      assertSelf(request.user, request.params.id);
      await assertCanAddPhoto(app.db, request.user.id);
      const upload = (await readUpload(app, request, 'image', PROFILE_PHOTO_MAX_BYTES)).file;
      const photos = await addPhoto(app.db, app.providers.privateFiles, app.photoLinks, request.user.id, upload);
      return { success: true as const, message: MESSAGES.photoAdded, photos };
    },
  );
};
export default photoUpload;
