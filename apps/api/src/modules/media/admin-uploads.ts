/**
 * The media console's uploads, on the console's one upload route
 * (admin/image-route.ts) with media's own limits (MEDIA_UPLOAD_LIMITS):
 * pictures in three widths, podcast audio and video files.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MEDIA_UPLOAD_LIMITS, adminPodcastResponseSchema, adminVideoResponseSchema } from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import { adminImageRoute, adminUploadRoute } from '../../lib/images/image-route.js';
import { setPodcastAudio, setVideoFile } from './admin-service.js';

const MB = 1024 * 1024;

/**
 * POST `url`: one JPEG, PNG or WebP picture up to 5 MB for record `:id`,
 * saved by `save` (which stores it with storeMediaImage).
 */
export function mediaImageRoute<Data>(
  url: string,
  summary: string,
  response: z.ZodType<{ status: true; message: string; data: Data }>,
  save: (app: FastifyInstance, id: string, upload: Buffer, actor: AdminActor) => Promise<Data>,
): FastifyPluginAsyncZod {
  return adminImageRoute({
    url,
    summary: `${summary} (multipart/form-data, one JPEG, PNG or WebP file up to ${MEDIA_UPLOAD_LIMITS.image.maxBytes / MB} MB)`,
    description:
      'Stored 320, 640 and 1280 px wide (never enlarged) as WebP and AVIF, auto-rotated, without metadata, ' +
      'under content-hashed keys.',
    maxBytes: MEDIA_UPLOAD_LIMITS.image.maxBytes,
    response,
    save,
  });
}

/** POST /api/admin/media/podcasts/:id/audio. */
export const podcastAudioRoute = adminUploadRoute({
  url: '/media/podcasts/:id/audio',
  summary: `Upload an episode’s audio (multipart/form-data: one MP3, M4A, OGG or WAV file up to ${MEDIA_UPLOAD_LIMITS.audio.maxBytes / MB} MB)`,
  description:
    'The type is read from the file’s own bytes. An optional `durationSeconds` field sets the length; ' +
    'otherwise it is read from an MP3, WAV or M4A file, or the episode keeps the one it has. ' +
    'Stored under a content-hashed key; the episode shows to customers once it has audio.',
  noun: 'audio file',
  maxBytes: MEDIA_UPLOAD_LIMITS.audio.maxBytes,
  saved: 'Audio saved.',
  response: adminPodcastResponseSchema,
  save: (app, id, upload, actor) => setPodcastAudio(app.db, app.providers.storage, actor, id, upload),
});

/** POST /api/admin/media/videos/:id/file. */
export const videoFileRoute = adminUploadRoute({
  url: '/media/videos/:id/file',
  summary: `Upload a video file (multipart/form-data: one MP4 or WebM file up to ${MEDIA_UPLOAD_LIMITS.video.maxBytes / MB} MB)`,
  description:
    'The type is read from the file’s own bytes. The video then plays from this file (source `file`). ' +
    'An optional `durationSeconds` field sets the length; otherwise it is read from an MP4, or kept.',
  noun: 'video',
  maxBytes: MEDIA_UPLOAD_LIMITS.video.maxBytes,
  saved: 'Video file saved.',
  response: adminVideoResponseSchema,
  save: (app, id, upload, actor) => setVideoFile(app.db, app.providers.storage, actor, id, upload),
});
