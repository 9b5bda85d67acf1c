/**
 * Pictures uploaded in the console (products, pujas, yatras): the file's own
 * bytes decide what it is (sharp reads the header; the name and the browser's
 * content type are not trusted). A JPEG, PNG or WebP is auto-rotated,
 * stripped of metadata (EXIF, GPS), fitted into 800×800 without enlarging and
 * stored as WebP under a content-hashed key, so a stored file never changes
 * and caches forever.
 */
import { createHash } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import type { default as SharpConstructor, Sharp } from 'sharp';
import { MESSAGES, PRODUCT_IMAGE_MAX_PX } from '@seva/contracts';
import type { StorageProvider } from '../../providers/storage/types.js';

export const NOT_AN_IMAGE = MESSAGES.notAnImage;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Larger pictures are refused before decoding: a small file can unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

/**
 * sharp (libvips), loaded on the first picture: a server that serves stored pictures and
 * takes no upload never holds the native library (issue 18: idle memory).
 */
export async function loadSharp(): Promise<typeof SharpConstructor> {
  return (await import('sharp')).default;
}

/**
 * Checks that `upload` is a JPEG, PNG or WebP of at most 40 megapixels and
 * answers a sharp pipeline over it, auto-rotated. Throws 400 otherwise.
 */
export async function openImage(upload: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(upload).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw httpErrors.badRequest(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw httpErrors.badRequest(NOT_AN_IMAGE);
  if (pixels > MAX_INPUT_PIXELS) throw httpErrors.badRequest(MESSAGES.imageTooManyPixels);
  return sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/** Runs `encode` (a sharp pipeline's toBuffer); a body that does not decode answers 400. */
export async function encodeImage(encode: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await encode();
  } catch {
    // A header that parses over a body that does not (truncated or corrupt file).
    throw httpErrors.badRequest(MESSAGES.imageUnreadable);
  }
}

/** The upload as a WebP fitted into PRODUCT_IMAGE_MAX_PX². Throws 400 for anything but JPEG, PNG or WebP. */
async function toWebp(upload: Buffer): Promise<Buffer> {
  const image = await openImage(upload);
  return encodeImage(() =>
    image
      .resize(PRODUCT_IMAGE_MAX_PX, PRODUCT_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
  );
}

/**
 * Converts `upload` (toWebp) and stores it as
 * `<stem>-<sha256 first 12 hex>.webp` (e.g. stem `pujas/<slug>`); returns the
 * stored file's URL. Throws 400 (not an accepted image), ProviderError (502).
 */
export async function storeWebp(storage: StorageProvider, stem: string, upload: Buffer): Promise<string> {
  const webp = await toWebp(upload);
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 12);
  return storage.put(`${stem}-${hash}.webp`, webp, 'image/webp');
}
