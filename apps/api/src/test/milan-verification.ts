/**
 * Test helpers for ID verification: a camera photo with EXIF, a valid
 * submission (a PAN and two real pictures, as multipart: test/multipart.ts)
 * and POST /api/verification as a member.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { injectAs, type LoggedIn } from './login.js';
import { multipartForm, type FilePart } from './multipart.js';
import { pngImage } from './milan.js';

/** A JPEG photo of `width`×`height` carrying EXIF with a GPS-like note, as a phone camera makes. */
export const cameraJpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Phone Camera', Copyright: 'GPS 26.9124N 75.7873E' } })
    .toBuffer();

/** A valid PAN request's parts: the fields (overridable) and two small real pictures unless given. */
export async function submissionParts(
  fields: Record<string, string> = {},
  files?: FilePart[],
): Promise<ReturnType<typeof multipartForm>> {
  return multipartForm(
    { documentType: 'pan', documentNumber: 'abcde 1234 f', ...fields },
    files ?? [
      { name: 'document', data: await pngImage(400, 250, '#f5f5dc') },
      { name: 'selfie', data: await pngImage(300, 400) },
    ],
  );
}

/** POST /api/verification as `who` with `body` (default: a valid PAN request). */
export async function submitAs(app: FastifyInstance, who: LoggedIn, body?: ReturnType<typeof multipartForm>) {
  return injectAs(app, who.token, { method: 'POST', url: '/api/verification', ...(body ?? (await submissionParts())) });
}
