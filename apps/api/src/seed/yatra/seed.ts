/**
 * The demo yatras for an empty database (issue: demo seed), from
 * yatras.ts, each with its departures and a drawn image stored
 * through the storage provider. Inserts only what is missing (yatras by slug,
 * departures by yatra and date), so a restart changes nothing and an admin's
 * edits and the seats already booked are kept. Rows seeded before the Hindi
 * existed get it (seed/shared/hindi.ts).
 */
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { storeMotifImage } from '../art/motif-image.js';
import { fillEmptyHindi } from '../shared/hindi.js';
import { CATALOGUE_YATRAS } from './yatras.js';
import { CATALOGUE_YATRAS_HI } from './yatras-hi.js';
import { yatraDepartures, yatras } from '../../modules/yatra/tables.js';

export async function seedYatras(db: Db, providers: Pick<Providers, 'storage'>): Promise<void> {
  const existing = new Set((await db.select({ slug: yatras.slug }).from(yatras)).map((y) => y.slug));
  const missing = CATALOGUE_YATRAS.filter((y) => !existing.has(y.slug));
  await fillEmptyHindi(db, yatras, { key: yatras.slug, hi: yatras.hi }, CATALOGUE_YATRAS_HI);
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (y) => ({
      slug: y.slug,
      name: y.name,
      region: y.region,
      startCity: y.startCity,
      endCity: y.endCity,
      days: y.days,
      nights: y.nights,
      description: y.description,
      itinerary: y.itinerary,
      inclusions: y.inclusions,
      exclusions: y.exclusions,
      pricing: y.pricing,
      image: await storeMotifImage(providers, 'yatras', y),
      sortOrder: CATALOGUE_YATRAS.indexOf(y),
      hi: CATALOGUE_YATRAS_HI[y.slug] ?? {},
    })),
  );
  const inserted = await db
    .insert(yatras)
    .values(rows)
    .onConflictDoNothing({ target: yatras.slug })
    .returning({ id: yatras.id, slug: yatras.slug });
  const departures = inserted.flatMap(({ id, slug }) =>
    (CATALOGUE_YATRAS.find((y) => y.slug === slug)?.departures ?? []).map((d) => ({
      yatraId: id,
      startDate: d.startDate,
      seats: d.seats,
      seatsLeft: d.seats,
    })),
  );
  if (departures.length > 0) await db.insert(yatraDepartures).values(departures).onConflictDoNothing();
}
