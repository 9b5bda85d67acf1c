/**
 * The demo news for an empty database (issue 6 "Data"): the categories of
 * categories.ts and the stories of items.ts, each published its `hoursAgo`
 * before now, with a picture drawn as SVG (art.ts) and stored through
 * storeMediaImage (three widths, WebP and AVIF). Inserts only what is
 * missing (categories by slug, stories by title), so a restart changes
 * nothing and an admin's edits are kept. Pictures are made only for the
 * stories inserted: about 0.4 s each, most of it AVIF. Stories seeded before
 * the Hindi existed get it (seed/shared/hindi.ts).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import { slugify } from '../../lib/slug.js';
import { CATALOGUE_NEWS_CATEGORIES } from './categories.js';
import { fillEmptyHindi } from '../shared/hindi.js';
import { CATALOGUE_NEWS_ITEMS } from './items.js';
import { CATALOGUE_NEWS_ITEMS_HI } from './items-hi.js';
import { newsArtSvg } from './art.js';
import { newsCategories, newsItems } from '../../modules/news/tables.js';

const HOUR_MS = 60 * 60 * 1000;

/** The id of each demo category by slug, inserting the missing ones. */
async function seedCategories(db: Db): Promise<Map<string, { id: string; name: string }>> {
  await db
    .insert(newsCategories)
    .values(CATALOGUE_NEWS_CATEGORIES.map((category, sortOrder) => ({ ...category, sortOrder })))
    .onConflictDoNothing({ target: newsCategories.slug });
  const rows = await db
    .select({ id: newsCategories.id, slug: newsCategories.slug, name: newsCategories.name })
    .from(newsCategories)
    .where(
      inArray(
        newsCategories.slug,
        CATALOGUE_NEWS_CATEGORIES.map((c) => c.slug),
      ),
    );
  return new Map(rows.map((row) => [row.slug, row]));
}

export async function seedNews(db: Db, providers: Pick<Providers, 'storage'>, now = new Date()): Promise<void> {
  const categories = await seedCategories(db);
  const titles = CATALOGUE_NEWS_ITEMS.map((item) => item.title);
  const existing = new Set(
    (await db.select({ title: newsItems.title }).from(newsItems).where(inArray(newsItems.title, titles))).map(
      (row) => row.title,
    ),
  );
  await fillEmptyHindi(db, newsItems, { key: newsItems.title, hi: newsItems.hi }, CATALOGUE_NEWS_ITEMS_HI);
  const rows = [];
  // One at a time: sharp already uses every core for one picture.
  for (const item of CATALOGUE_NEWS_ITEMS) {
    const category = categories.get(item.category);
    if (!category || existing.has(item.title)) continue;
    const svg = newsArtSvg(item.art);
    const image = await storeMediaImage(
      providers.storage,
      `news/${slugify(item.title).slice(0, 60)}`,
      Buffer.from(svg),
      true,
    );
    const { title, summary, body, source, isBreaking } = item;
    const publishedAt = new Date(now.getTime() - item.hoursAgo * HOUR_MS);
    const hi = CATALOGUE_NEWS_ITEMS_HI[title] ?? {};
    rows.push({ categoryId: category.id, title, summary, body, source, isBreaking, image, publishedAt, hi });
  }
  if (rows.length > 0) await db.insert(newsItems).values(rows);
}
