/**
 * Static pages (SPEC §1, §7): terms of use, privacy policy, refund policy and
 * about us, stored as Markdown in `static_pages` and read by slug.
 */
import { createHash } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { eq } from 'drizzle-orm';
import { MESSAGES, type StaticPage, type StaticPageSlug } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { staticPages } from './tables.js';

/** The page stored under `slug`, or null when it was never seeded or written. */
export async function findStaticPage(db: Db | Tx, slug: StaticPageSlug): Promise<StaticPage | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  if (!row) return null;
  return { slug, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

/** The page stored under `slug`; throws a 404 HttpError when there is none. */
export async function getStaticPage(db: Db | Tx, slug: StaticPageSlug): Promise<StaticPage> {
  const page = await findStaticPage(db, slug);
  if (!page) throw httpErrors.notFound(MESSAGES.notFound);
  return page;
}

/**
 * A strong ETag for a page: a hash of everything the response carries, so an
 * admin's edit (new content or title, new updatedAt) always changes it.
 */
export function pageEtag(page: StaticPage): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([page.slug, page.title, page.content, page.updatedAt]))
    .digest('base64url')
    .slice(0, 27);
  return `"${hash}"`;
}

/**
 * True when an If-None-Match header names `etag` (or is `*`). Weak
 * validators match too: RFC 9110 compares them weakly for GET.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === wanted);
}
