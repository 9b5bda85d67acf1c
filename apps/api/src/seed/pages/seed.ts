/**
 * The four static pages for an empty database. Texts live beside this file
 * as Markdown (content/*.md). Inserts only missing pages: once a page exists,
 * an admin may have edited it, so a restart or re-seed never overwrites it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticPageSlug } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { SOURCE_DIR } from '../../paths.js';
import { staticPages } from '../../modules/pages/tables.js';

/** Title and Markdown file of each page's first version. */
export const STATIC_PAGE_SOURCES: Record<StaticPageSlug, { title: string; file: string }> = {
  terms: { title: 'Terms of Use', file: 'terms.md' },
  privacy: { title: 'Privacy Policy', file: 'privacy.md' },
  refund: { title: 'Refund & Cancellation Policy', file: 'refund.md' },
  about: { title: 'About Us', file: 'about.md' },
};

/** The Markdown text of a page's first version, read from content/. */
export async function readStaticPageContent(slug: StaticPageSlug): Promise<string> {
  return readFile(join(SOURCE_DIR, 'seed', 'pages', 'content', STATIC_PAGE_SOURCES[slug].file), 'utf8');
}

/** Inserts every static page that does not exist yet; existing rows are left as they are. */
export async function seedStaticPages(db: Db): Promise<void> {
  const slugs = Object.keys(STATIC_PAGE_SOURCES) as StaticPageSlug[];
  const rows = await Promise.all(
    slugs.map(async (slug) => ({
      slug,
      title: STATIC_PAGE_SOURCES[slug].title,
      content: await readStaticPageContent(slug),
    })),
  );
  await db.insert(staticPages).values(rows).onConflictDoNothing({ target: staticPages.slug });
}
