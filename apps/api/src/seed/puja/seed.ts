/**
 * The demo pujas and pitr paksha rituals for an empty database (issue: demo
 * seed), from pujas.ts. Images are drawn locally as SVG (each puja's deity
 * or ritual, seed/art/motif-image.ts) and stored through the storage provider.
 * Inserts only what is missing (by slug), so a restart changes nothing and
 * an admin's edits are kept. Rows seeded before the Hindi existed get it
 * (seed/shared/hindi.ts).
 */
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { storeMotifImage } from '../art/motif-image.js';
import { fillEmptyHindi } from '../shared/hindi.js';
import { CATALOGUE_PUJAS } from './pujas.js';
import { CATALOGUE_PUJAS_HI } from './pujas-hi.js';
import { pujas } from '../../modules/puja/tables.js';

export async function seedPujas(db: Db, providers: Pick<Providers, 'storage'>): Promise<void> {
  const existing = new Set((await db.select({ slug: pujas.slug }).from(pujas)).map((p) => p.slug));
  const missing = CATALOGUE_PUJAS.filter((p) => !existing.has(p.slug));
  await fillEmptyHindi(db, pujas, { key: pujas.slug, hi: pujas.hi }, CATALOGUE_PUJAS_HI);
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
        hi: CATALOGUE_PUJAS_HI[p.slug] ?? {},
      };
    }),
  );
  await db.insert(pujas).values(rows).onConflictDoNothing({ target: pujas.slug });
}
