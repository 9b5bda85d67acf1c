/**
 * Static pages (SPEC §1, §7): terms of use, privacy policy, refund policy and
 * about us, stored as Markdown in `static_pages` and read by slug.
 */
import { httpErrors } from '@fastify/sensible';
import { eq, inArray } from 'drizzle-orm';
import { MESSAGES, STATIC_PAGE_SLUGS, type StaticPage, type StaticPageSlug } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { staticPages } from './tables.js';

/** The page stored under `slug`, or null when it was never seeded or written. */
export async function findStaticPage(db: Db | Tx, slug: StaticPageSlug): Promise<StaticPage | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  return row ? toStaticPage(row) : null;
}

function toStaticPage(row: typeof staticPages.$inferSelect): StaticPage {
  return {
    slug: row.slug as StaticPageSlug,
    title: row.title,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The page stored under `slug`; throws a 404 HttpError when there is none. */
export async function getStaticPage(db: Db | Tx, slug: StaticPageSlug): Promise<StaticPage> {
  const page = await findStaticPage(db, slug);
  if (!page) throw httpErrors.notFound(MESSAGES.notFound);
  return page;
}

/** Every stored page (the console's list) in STATIC_PAGE_SLUGS order: terms, privacy, refund, about. */
export async function listStaticPages(db: Db | Tx): Promise<StaticPage[]> {
  const rows = await db.select().from(staticPages).where(inArray(staticPages.slug, STATIC_PAGE_SLUGS));
  const position = (page: StaticPage) => STATIC_PAGE_SLUGS.indexOf(page.slug);
  return rows.map(toStaticPage).sort((a, b) => position(a) - position(b));
}

/** Writes page `slug` (created when it was never seeded); customers see it within the public cache time. */
export async function saveStaticPage(
  db: Db | Tx,
  slug: StaticPageSlug,
  { title, content }: { title: string; content: string },
): Promise<StaticPage> {
  const [row] = await db
    .insert(staticPages)
    .values({ slug, title, content })
    .onConflictDoUpdate({ target: staticPages.slug, set: { title, content, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error(`saving static page ${slug} returned no row`);
  return toStaticPage(row);
}
