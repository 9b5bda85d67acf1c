/**
 * The console's upload routes: one file as multipart/form-data (plus a few
 * text fields), at most `maxBytes`, for one record. `adminUploadRoute` is the
 * general form (media audio and video files); `adminImageRoute` the picture
 * upload of products, pujas, yatras and media (one JPEG, PNG or WebP, by
 * default at most MAX_PRODUCT_IMAGE_BYTES). Multipart parsing is registered
 * in each route's own plugin scope, so no other route accepts multipart
 * bodies and each upload keeps its own size limit.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MAX_PRODUCT_IMAGE_BYTES, errorResponses, errorSchema, idParamsSchema } from '@seva/contracts';
import { readUpload, type Upload } from '../read-upload.js';
import { adminActor, adminDocs, type AdminActor } from '../admin-route.js';

/** The uploaded file's bytes and the text fields sent beside it (`durationSeconds`, …), by field name. */
export type AdminUpload = Upload;

export interface AdminUploadRoute<Data> {
  /** The URL under /api/admin (an admin family's scope) with an `:id` param, e.g. `/media/podcasts/:id/audio`. */
  url: string;
  /** The OpenAPI summary and description. */
  summary: string;
  description: string;
  /** What is uploaded, for messages: "image", "audio file", "video". */
  noun: string;
  /** The largest file accepted (bytes); larger answers 413 naming the limit in MB. */
  maxBytes: number;
  /** The 200 answer's message, e.g. "Image saved.". */
  saved: string;
  /** The 200 answer: `{ status, message, data }` with the record the file now belongs to. */
  response: z.ZodType<{ status: true; message: string; data: Data }>;
  /** Stores the upload for record `id` by `actor` (for the audit log) and returns the record (404, 400, 409, 502 as it throws). */
  save(app: FastifyInstance, id: string, upload: AdminUpload, actor: AdminActor): Promise<Data>;
}

/**
 * A plugin with one route, POST `url`, that saves the uploaded file with
 * `save` and answers `{ status: true, message: saved, data }`.
 * Register it inside the admin-only scope: it inherits that scope's hooks.
 */
export function adminUploadRoute<Data>(route: AdminUploadRoute<Data>): FastifyPluginAsyncZod {
  const { url, summary, description, noun, maxBytes, saved, response, save } = route;
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } });
    app.post(
      url,
      {
        schema: {
          ...adminDocs,
          summary,
          description,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: response, ...errorResponses, 413: errorSchema, 502: errorSchema },
        },
      },
      async (request) => {
        const upload = await readUpload(app, request, noun, maxBytes);
        const data = await save(app, request.params.id, upload, adminActor(request));
        return { status: true as const, message: saved, data };
      },
    );
  };
}

export interface AdminImageRoute<Data> {
  /** The URL under /api/admin with an `:id` param, e.g. `/pujas/:id/image`. */
  url: string;
  /** The OpenAPI summary. */
  summary: string;
  /** How the picture is stored (OpenAPI description); default: a catalogue picture. */
  description?: string;
  /** The largest file accepted (bytes); default MAX_PRODUCT_IMAGE_BYTES. */
  maxBytes?: number;
  /** The 200 answer: `{ status, message, data }` with the record the picture now belongs to. */
  response: z.ZodType<{ status: true; message: string; data: Data }>;
  /** Stores `upload` as the picture of record `id` by `actor` and returns the record (404, 400, 502 as it throws). */
  save(app: FastifyInstance, id: string, upload: Buffer, actor: AdminActor): Promise<Data>;
}

/** An adminUploadRoute for one picture, answering "Image saved.". */
export function adminImageRoute<Data>({
  url,
  summary,
  description = 'Stored as WebP fitted into 800×800, auto-rotated, without metadata, under a content-hashed key.',
  maxBytes = MAX_PRODUCT_IMAGE_BYTES,
  response,
  save,
}: AdminImageRoute<Data>): FastifyPluginAsyncZod {
  return adminUploadRoute({
    url,
    summary,
    description,
    noun: 'image',
    maxBytes,
    saved: 'Image saved.',
    response,
    save: (app, id, upload, actor) => save(app, id, upload.file, actor),
  });
}
