/**
 * Test helpers for ID verification: a multipart body with text fields and
 * several files, as a browser's FormData sends it; a valid submission (a PAN
 * and two real pictures); and POST /api/verification as a member.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { injectAs, type LoggedIn } from '../../test/login.js';
import { pngImage } from './test-helpers.js';

export interface FilePart {
  name: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body of `fields` then `files`. */
export function multipartForm(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----seva${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename ?? `${file.name}.png`}"\r\n` +
      `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

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
