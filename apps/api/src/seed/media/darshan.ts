/**
 * The demo's daily darshan (part of seedMedia): the temples of temples.ts
 * and two pictures a day for each of the last DARSHAN_DAYS days (India),
 * drawn in the weekday's shringar colour. Adds only the (temple, date) pairs
 * that are missing, so a restart on a later day adds that day's darshan and
 * keeps an admin's edits.
 */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import { addDays, indiaToday } from '../../lib/india-dates.js';
import { darshanArtSvg } from './art.js';
import { CATALOGUE_TEMPLES, SHRINGAR_COLOURS } from './temples.js';
import { inPairs, type Storage } from '../shared/work.js';
import { darshans, darshanTemples } from '../../modules/media/tables.js';

const DARSHAN_DAYS = 7;

/** Temples (into an empty table) and the missing darshans of the last DARSHAN_DAYS days before `now`. */
export async function seedDarshans(db: Db, storage: Storage, now: Date): Promise<void> {
  if ((await db.select({ id: darshanTemples.id }).from(darshanTemples).limit(1)).length === 0) {
    await db.insert(darshanTemples).values(
      CATALOGUE_TEMPLES.map(({ name, nameHi, deity, city, state }, sortOrder) => ({
        name,
        nameHi,
        deity,
        city,
        state,
        sortOrder,
      })),
    );
  }
  const temples = await db
    .select()
    .from(darshanTemples)
    .where(
      inArray(
        darshanTemples.name,
        CATALOGUE_TEMPLES.map((t) => t.name),
      ),
    );
  const today = indiaToday(now);
  const dates = Array.from({ length: DARSHAN_DAYS }, (_, i) => addDays(today, -i));
  const wanted = temples.flatMap((temple) => dates.map((date) => ({ temple, date })));
  const have = await db
    .select({ templeId: darshans.templeId, date: darshans.date })
    .from(darshans)
    .where(
      and(
        inArray(
          darshans.templeId,
          temples.map((t) => t.id),
        ),
        inArray(darshans.date, dates),
      ),
    );
  const seen = new Set(have.map((d) => `${d.templeId}:${d.date}`));
  const missing = wanted.filter(({ temple, date }) => !seen.has(`${temple.id}:${date}`));
  const rows = await inPairs(missing, async ({ temple, date }) => {
    const art = CATALOGUE_TEMPLES.find((t) => t.name === temple.name)!;
    const shringar = SHRINGAR_COLOURS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    const images = [];
    for (const variant of [0, 1] as const) {
      const svg = darshanArtSvg({
        motif: art.motif,
        shringar,
        variant,
      });
      images.push(await storeMediaImage(storage, `darshan/${date}/${temple.id}-${variant}`, Buffer.from(svg), true));
    }
    return {
      templeId: temple.id,
      date,
      title: `${art.captions[0]} — ${temple.name}`,
      description: `Today's ${art.captions[0].toLowerCase()} and ${art.captions[1].toLowerCase()} of ${temple.deity} at ${temple.name}, ${temple.city}.`,
      images,
    };
  });
  if (rows.length > 0) await db.insert(darshans).values(rows).onConflictDoNothing();
}
