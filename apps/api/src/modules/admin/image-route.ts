/**
 * The console's picture upload route, the same for products, pujas and
 * yatras: one JPEG, PNG or WebP file as multipart/form-data, at most
 * MAX_PRODUCT_IMAGE_BYTES. Multipart parsing is registered in the route's
 * own plugin scope, so no other route accepts multipart bodies.
 */
import multipart from '@fastify/multipart';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MAX_PRODUCT_IMAGE_BYTES, errorResponses, errorSchema, idParamsSchema } from '@seva/contracts';
import { adminDocs } from './route-helpers.js';

const TOO_LARGE = `The image is larger than ${MAX_PRODUCT_IMAGE_BYTES / (1024 * 1024)} MB. Please choose a smaller one.`;

export interface AdminImageRoute<Data> {
  /** The URL under /api with an `:id` param, e.g. `/admin/pujas/:id/image`. */
  url: string;
  /** The OpenAPI summary. */
  summary: string;
  /** The 200 answer: `{ status, message, data }` with the record the picture now belongs to. */
  response: z.ZodType<{ status: true; message: string; data: Data }>;
  /** Stores `upload` as the picture of record `id` and returns the record (404, 400, 502 as it throws). */
  save(app: FastifyInstance, id: string, upload: Buffer): Promise<Data>;
}

/** The uploaded file's bytes. Throws 400 (not multipart, no file), 413 (too large). */
async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw httpErrors.badRequest('Please send the image as a file upload.');
  const file = await request.file();
  if (!file) throw httpErrors.badRequest('Please choose an image to upload.');
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw httpErrors.payloadTooLarge(TOO_LARGE);
    throw error;
  }
}

/**
 * A plugin with one route, POST `url`, that saves the uploaded picture with
 * `save` and answers `{ status: true, message: 'Image saved.', data }`.
 * Register it inside the admin-only scope: it inherits that scope's hooks.
 */
export function adminImageRoute<Data>({ url, summary, response, save }: AdminImageRoute<Data>): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES, files: 1, fields: 4, parts: 5 },
    });
    app.post(
      url,
      {
        schema: {
          ...adminDocs,
          summary,
          description:
            'Stored as WebP fitted into 800×800, auto-rotated, without metadata, under a content-hashed key.',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: response, ...errorResponses, 413: errorSchema, 502: errorSchema },
        },
      },
      async (request) => {
        const data = await save(app, request.params.id, await readUpload(app, request));
        return { status: true as const, message: 'Image saved.', data };
      },
    );
  };
}
