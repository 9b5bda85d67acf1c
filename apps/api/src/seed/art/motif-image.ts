/**
 * The square catalogue pictures (shop products, pujas, yatras): a motif on a
 * soft halo tinted by the entry's hue, 400 × 400, as a small self-contained
 * SVG with no text (names are shown by the page, in HTML). Stored through the
 * storage provider under a content-addressed key. Pure drawing, deterministic:
 * the same entry always gives the same bytes and so the same key.
 */
import { createHash } from 'node:crypto';
import type { Providers } from '../../providers/types.js';
import { SAFFRON } from './kit.js';
import { hueOf, motifShapes, type Motif } from './motifs.js';

/** What a catalogue entry's picture shows: a motif on a hue (HSL degrees). */
export interface MotifImage {
  motif: Motif;
  hue: number;
}

/** The picture as an SVG document string (UTF-8, a few KB). */
export function motifImageSvg({ motif, hue: raw }: MotifImage): string {
  const hue = hueOf(raw);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="hsl(${hue}, 70%, 95%)"/>` +
    `<circle cx="200" cy="200" r="158" fill="hsl(${hue}, 75%, 87%)"/>` +
    `<circle cx="200" cy="200" r="172" fill="none" stroke="${SAFFRON}" stroke-width="3" stroke-dasharray="2 10" opacity=".5"/>` +
    motifShapes(motif, `hsl(${hue}, 55%, 40%)`) +
    `</svg>`
  );
}

/**
 * Draws a catalogue entry's picture and stores it as `<folder>/<slug>-<hash>.svg`;
 * answers its public URL.
 */
export async function storeMotifImage(
  providers: Pick<Providers, 'storage'>,
  folder: string,
  entry: { slug: string; image: MotifImage },
): Promise<string> {
  const svg = motifImageSvg(entry.image);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  return providers.storage.put(`${folder}/${entry.slug}-${hash}.svg`, Buffer.from(svg), 'image/svg+xml');
}
