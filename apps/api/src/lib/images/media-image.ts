/**
 * Media pictures (Sanchar thumbnails, darshan, news): one upload stored in
 * MEDIA_IMAGE_WIDTHS widths as WebP and AVIF, so a cheap phone downloads the
 * smallest picture that fills its screen in the best format it decodes. The
 * same checks as the catalogue pictures apply (openImage: JPEG, PNG or WebP by
 * the file's own bytes, auto-rotated, metadata stripped); widths larger than
 * the original are not made (never enlarged).
 */
import { createHash } from 'node:crypto';
import { MEDIA_IMAGE_WIDTHS, type MediaImage } from '@seva/contracts';
import type { StorageProvider } from '../../providers/storage/types.js';
import { encodeImage, loadSharp, openImage } from './image.js';

const WEBP_QUALITY = 78;
/** AVIF at effort 2: a little larger than effort 4 but several times faster to make. */
const AVIF_OPTIONS = { quality: 55, effort: 2 } as const;

/**
 * Stores `upload` as `<stem>-<hash>-<width>.{webp,avif}` for each width and
 * answers the MediaImage (`src` is the 640-wide WebP, or the largest when the
 * picture is narrower) with the URLs `storage.put` answered. `upload` may also be an SVG when `trusted` (seeded
 * pictures made by our own code); uploads from people never are.
 * Throws 400 (not an accepted image), ProviderError (502).
 */
export async function storeMediaImage(
  storage: Pick<StorageProvider, 'put'>,
  stem: string,
  upload: Buffer,
  trusted = false,
): Promise<MediaImage> {
  const sharp = await loadSharp();
  const image = trusted ? sharp(upload) : await openImage(upload);
  const original = await encodeImage(() => image.clone().png().toBuffer());
  const source = sharp(original);
  const { width: originalWidth = 0, height: originalHeight = 0 } = await source.metadata();
  const hash = createHash('sha256').update(original).digest('hex').slice(0, 12);
  const widths: number[] = MEDIA_IMAGE_WIDTHS.filter((width, index) => index === 0 || width <= originalWidth);
  // A picture between two widths (say 500 px) is also kept at its own width, so a 640 slot is not blurred.
  if (originalWidth > widths[0]! && originalWidth < 640) widths.push(originalWidth);
  const webp: string[] = [];
  const avif: string[] = [];
  for (const width of widths) {
    const resized = source.clone().resize({ width, withoutEnlargement: true });
    const [webpBody, avifBody] = await Promise.all([
      encodeImage(() => resized.clone().webp({ quality: WEBP_QUALITY }).toBuffer()),
      encodeImage(() => resized.clone().avif(AVIF_OPTIONS).toBuffer()),
    ]);
    const key = `${stem}-${hash}-${width}`;
    webp.push(`${await storage.put(`${key}.webp`, webpBody, 'image/webp')} ${width}w`);
    avif.push(`${await storage.put(`${key}.avif`, avifBody, 'image/avif')} ${width}w`);
  }
  const largest = widths[widths.length - 1] ?? MEDIA_IMAGE_WIDTHS[0];
  const fallback = webp[widths.indexOf(640)] ?? webp[webp.length - 1] ?? '';
  const height =
    originalWidth > 0 ? Math.round((originalHeight * Math.min(largest, originalWidth)) / originalWidth) : 0;
  return {
    src: fallback.replace(/ \d+w$/, ''),
    srcSet: webp.join(', '),
    avifSrcSet: avif.join(', '),
    width: Math.min(largest, originalWidth),
    height,
  };
}

/** `image` with each of its URLs (urlsOf) replaced by `to(url)`; widths and sizes unchanged. */
export function mapImageUrls(image: MediaImage, to: (url: string) => string): MediaImage {
  const mapSet = (set: string) => set.replace(/(\S+)( \d+w)/g, (_, url: string, width: string) => `${to(url)}${width}`);
  return { ...image, src: to(image.src), srcSet: mapSet(image.srcSet), avifSrcSet: mapSet(image.avifSrcSet) };
}
