/**
 * The four static pages for an empty database. Texts live beside this file
 * as Markdown (content/*.md, their Hindi in content/hi/*.md, the Hindi titles
 * in titles-hi.ts). Inserts only missing pages: once a page exists, an admin
 * may have edited it, so a restart or re-seed never overwrites it; pages
 * seeded before the Hindi existed get it (seed/shared/hindi.ts), and a page
 * still holding an earlier seeded text, never edited, gets the current one
 * (superseded.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticPageHindi, StaticPageSlug } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { SOURCE_DIR } from '../../paths.js';
import { fillEmptyHindi } from '../shared/hindi.js';
import { SUPERSEDED_PAGE_TEXTS, textHash } from './superseded.js';
import { STATIC_PAGE_TITLES_HI } from './titles-hi.js';
import { eq } from 'drizzle-orm';
import { staticPages } from '../../modules/pages/tables.js';

/** Title and Markdown file of each page's first version. */
export const STATIC_PAGE_SOURCES: Record<StaticPageSlug, { title: string; file: string }> = {
  terms: { title: 'Terms of Use', file: 'terms.md' },
  privacy: { title: 'Privacy Policy', file: 'privacy.md' },
  refund: { title: 'Refund & Cancellation Policy', file: 'refund.md' },
  about: { title: 'About Us', file: 'about.md' },
};

/** The Markdown text of a page's first version, read from content/ (its Hindi from content/hi/). */
export async function readStaticPageContent(slug: StaticPageSlug, language: 'en' | 'hi' = 'en'): Promise<string> {
  const folder = language === 'hi' ? ['content', 'hi'] : ['content'];
  return readFile(join(SOURCE_DIR, 'seed', 'pages', ...folder, STATIC_PAGE_SOURCES[slug].file), 'utf8');
}

/** The Hindi title and text of a page's first version. */
async function readStaticPageHindi(slug: StaticPageSlug): Promise<StaticPageHindi> {
  return { title: STATIC_PAGE_TITLES_HI[slug], content: await readStaticPageContent(slug, 'hi') };
}

/**
 * Inserts every static page that does not exist yet, with its Hindi; existing rows are left as they are, but for
 * an empty `hi`, which gets the demo Hindi.
 */
export async function seedStaticPages(db: Db): Promise<void> {
  const slugs = Object.keys(STATIC_PAGE_SOURCES) as StaticPageSlug[];
  const rows = await Promise.all(
    slugs.map(async (slug) => ({
      slug,
      title: STATIC_PAGE_SOURCES[slug].title,
      content: await readStaticPageContent(slug),
      hi: await readStaticPageHindi(slug),
    })),
  );
  const hindiBySlug = Object.fromEntries(rows.map((row) => [row.slug, row.hi]));
  await fillEmptyHindi(db, staticPages, { key: staticPages.slug, hi: staticPages.hi }, hindiBySlug);
  await db.insert(staticPages).values(rows).onConflictDoNothing({ target: staticPages.slug });
  for (const row of rows) await refreshUnedited(db, row);
}

/**
 * Brings page `page.slug` to the current seeded text where it still holds an
 * earlier seeded one (English and Hindi each on their own), leaving edited texts as they are.
 */
async function refreshUnedited(db: Db, page: { slug: StaticPageSlug; content: string; hi: StaticPageHindi }) {
  const superseded = SUPERSEDED_PAGE_TEXTS[page.slug];
  if (!superseded) return;
  const [stored] = await db.select().from(staticPages).where(eq(staticPages.slug, page.slug));
  if (!stored) return;
  const content = superseded.en.includes(textHash(stored.content)) ? page.content : stored.content;
  const hiContent = stored.hi.content;
  const hi = hiContent !== undefined && superseded.hi.includes(textHash(hiContent)) ? page.hi : stored.hi;
  if (content === stored.content && hi === stored.hi) return;
  await db.update(staticPages).set({ content, hi, updatedAt: new Date() }).where(eq(staticPages.slug, page.slug));
}
