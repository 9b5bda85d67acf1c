/**
 * The demo pujas and pitr paksha rituals for an empty database (issue: demo
 * seed), from catalogue/pujas.ts. Images are drawn locally with the shop's
 * SVG drawer (nearest motif) and stored through the storage provider.
 * Inserts only what is missing (by slug), so a restart changes nothing and
 * an admin's edits are kept.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { productImageSvg } from '../shop/catalogue/product-image.js';
import type { ProductMotif } from '../shop/catalogue/products.js';
import { CATALOGUE_PUJAS, type PujaMotif } from './catalogue/pujas.js';
import { pujas } from './tables.js';

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

export async function seedPujas(db: Db, providers: Pick<Providers, 'storage'>): Promise<void> {
  const existing = new Set((await db.select({ slug: pujas.slug }).from(pujas)).map((p) => p.slug));
  const missing = CATALOGUE_PUJAS.filter((p) => !existing.has(p.slug));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (p) => {
      const image = await storeMotifImage(providers, 'pujas', p);
      return {
        slug: p.slug,
        kind: p.kind,
        name: p.name,
        deity: p.deity,
        temple: p.temple,
        city: p.city,
        state: p.state,
        description: p.description,
        benefits: p.benefits,
        deliverables: p.deliverables,
        packages: p.packages,
        schedule: p.schedule,
        image,
        sortOrder: CATALOGUE_PUJAS.indexOf(p),
      };
    }),
  );
  await db.insert(pujas).values(rows).onConflictDoNothing({ target: pujas.slug });
}
