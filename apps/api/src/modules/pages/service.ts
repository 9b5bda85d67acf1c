/**
 * Static pages (SPEC §1, §7): terms of use, privacy policy, refund policy and
 * about us, stored as Markdown in `static_pages` and read by slug, each with
 * its Hindi in `hi` (decision 011).
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, inArray } from 'drizzle-orm';
import {
  MESSAGES,
  STATIC_PAGE_SLUGS,
  missingHindi,
  type AdminStaticPage,
  type StaticPage,
  type StaticPageHindi,
  type StaticPageSlug,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { hindiMissingWhere, type HindiField } from '../../db/hindi.js';
import { staticPages } from './tables.js';

/** The page stored under `slug`, or null when it was never seeded or written. */
export async function findStaticPage(db: Db | Tx, slug: StaticPageSlug): Promise<StaticPage | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  return row ? toStaticPage(row) : null;
}

type PageRow = typeof staticPages.$inferSelect;

function toStaticPage(row: PageRow): StaticPage {
  return {
    slug: row.slug as StaticPageSlug,
    title: row.title,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
    hi: row.hi,
  };
}

/** The page for the console: with the English fields that lack Hindi. */
function toAdminStaticPage(row: PageRow): AdminStaticPage {
  return { ...toStaticPage(row), hindiMissing: missingHindi({ title: row.title, content: row.content }, row.hi) };
}

/** A page's translatable fields for the "Hindi missing" filter. */
const HINDI_FIELDS: HindiField[] = [
  { key: 'title', english: staticPages.title, kind: 'text' },
  { key: 'content', english: staticPages.content, kind: 'text' },
];

/** Page `slug` as the console shows it, or null when it was never saved. */
export async function findAdminStaticPage(db: Db | Tx, slug: StaticPageSlug): Promise<AdminStaticPage | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  return row ? toAdminStaticPage(row) : null;
}

/** The page stored under `slug`; throws a 404 HttpError when there is none. */
export async function getStaticPage(db: Db | Tx, slug: StaticPageSlug): Promise<StaticPage> {
  const page = await findStaticPage(db, slug);
  if (!page) throw httpErrors.notFound(MESSAGES.notFound);
  return page;
}

/**
 * Every stored page (the console's list) in STATIC_PAGE_SLUGS order: terms, privacy, refund, about; with
 * `hindi: 'missing'`, only those whose Hindi lacks a filled English field.
 */
export async function listStaticPages(
  db: Db | Tx,
  filter: { hindi?: 'missing' | undefined } = {},
): Promise<AdminStaticPage[]> {
  const rows = await db
    .select()
    .from(staticPages)
    .where(
      and(inArray(staticPages.slug, STATIC_PAGE_SLUGS), hindiMissingWhere(staticPages.hi, HINDI_FIELDS, filter.hindi)),
    );
  const position = (page: StaticPage) => STATIC_PAGE_SLUGS.indexOf(page.slug);
  return rows.map(toAdminStaticPage).sort((a, b) => position(a) - position(b));
}

/**
 * Writes page `slug` (created when it was never seeded); customers see it within the public cache time. Without
 * `hi` the page keeps its Hindi.
 */
export async function saveStaticPage(
  db: Db | Tx,
  slug: StaticPageSlug,
  { title, content, hi }: { title: string; content: string; hi?: StaticPageHindi | undefined },
): Promise<AdminStaticPage> {
  const [row] = await db
    .insert(staticPages)
    .values({ slug, title, content, hi: hi ?? {} })
    .onConflictDoUpdate({
      target: staticPages.slug,
      set: { title, content, ...(hi === undefined ? {} : { hi }), updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error(`saving static page ${slug} returned no row`);
  return toAdminStaticPage(row);
}
