/**
 * The pictures of the puja and yatra catalogues (seed/puja, seed/yatra): each
 * motif drawn with the shop's SVG drawer (product-image.ts, nearest motif) and
 * stored through the storage provider under a content-addressed key.
 */
import { createHash } from 'node:crypto';
import type { Providers } from '../../providers/types.js';
import { productImageSvg, type ProductMotif } from './product-image.js';

/** What the puja image drawer can draw (the yatra catalogue uses the same motifs). */
export type PujaMotif =
  'diya' | 'kalash' | 'shivling' | 'trishul' | 'lotus' | 'om' | 'temple' | 'fire' | 'river' | 'shankh';

/** The shop drawer's nearest picture for each puja motif. */
const DRAWN_AS: Record<PujaMotif, ProductMotif> = {
  diya: 'diya',
  kalash: 'kalash',
  shivling: 'murti',
  trishul: 'murti',
  lotus: 'leaf',
  om: 'diya',
  temple: 'bell',
  fire: 'thali',
  river: 'kalash',
  shankh: 'shankh',
};

/**
 * Draws the picture of a catalogue entry (puja or yatra: same motifs) and
 * stores it as `<folder>/<slug>-<hash>.svg`; returns its public URL.
 */
export async function storeMotifImage(
  providers: Pick<Providers, 'storage'>,
  folder: string,
  entry: { slug: string; name: string; image: { motif: PujaMotif; hue: number } },
): Promise<string> {
  const svg = productImageSvg({
    name: entry.name,
    image: { motif: DRAWN_AS[entry.image.motif], hue: entry.image.hue },
  });
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  return providers.storage.put(`${folder}/${entry.slug}-${hash}.svg`, Buffer.from(svg), 'image/svg+xml');
}
