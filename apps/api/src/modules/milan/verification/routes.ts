/**
 * Milan Sathi ID verification, the member's calls (issue 8 "Verification"):
 *   GET  /api/verification                       the latest request and the badge
 *   POST /api/verification                       multipart: documentType, documentNumber, files `document`, `selfie`
 *   GET  /api/verification/:id/files/:file       a kept image, to its owner (404 to anyone else; admins
 *                                                read it through the console: admin-routes.ts)
 * Multipart parsing is registered in this plugin's own scope with the
 * VERIFICATION_IMAGE_MAX_BYTES limit (413 above it).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  VERIFICATION_IMAGE_MAX_BYTES,
  errorResponses,
  errorSchema,
  verificationFileParamsSchema,
  verificationStateResponseSchema,
  verificationSubmitResponseSchema,
} from '@seva/contracts';
import {
  assertCanSubmit,
  getVerificationState,
  privateImageSchema,
  readVerificationFile,
  sendPrivateImage,
  submitVerification,
} from './verification.js';
import { readVerificationUpload } from './verification-upload.js';

const tags = ['milan'];

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: VERIFICATION_IMAGE_MAX_BYTES, files: 2, fields: 4, parts: 6 },
  });

  app.get(
    '/verification',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in member’s latest verification request (null: never asked) and the verified badge',
        response: { 200: verificationStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await getVerificationState(app.db, request.user.id)) }),
  );

  app.post(
    '/verification',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Send a government ID and a selfie for review (multipart; images up to 5 MB each)',
        description:
          'Fields documentType and documentNumber (checked against the type’s pattern), files `document` and ' +
          '`selfie` (JPEG, PNG or WebP). Only the type and the last four characters of the number are kept; the ' +
          'images are re-encoded without metadata and kept privately until the review. 409 without a Milan ' +
          'Sathi profile (error profile_required), while a request is pending, or once verified.',
        consumes: ['multipart/form-data'],
        response: { 200: verificationSubmitResponseSchema, ...errorResponses, 413: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      await assertCanSubmit(app.db, request.user.id);
      const submission = await readVerificationUpload(app, request);
      const verification = await submitVerification(app.db, app.providers.privateFiles, request.user.id, submission);
      return { success: true as const, message: MESSAGES.verificationSubmitted, verification };
    },
  );

  app.get(
    '/verification/:id/files/:file',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A kept ID document or selfie image of the signed-in member’s own request (never cached)',
        description: '404 to anyone else, and once the review deleted the images.',
        params: verificationFileParamsSchema,
        response: { 200: privateImageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const own = (ownerId: string) => ownerId === request.user.id;
      return sendPrivateImage(reply, await readVerificationFile(app.db, app.providers.privateFiles, id, file, own));
    },
  );
};
export default verificationRoutes;
