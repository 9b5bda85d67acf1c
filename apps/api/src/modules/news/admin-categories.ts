/**
 * News categories for the admin console: every category (active or not),
 * paged and filtered; create, update and delete. The slug is made from the
 * name and is unique (409 on a clash). A category that still holds news is
 * never deleted (409): hiding it (`active: false`) hides its news too.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import type { AdminNewsCategory, AdminNewsCategoryUpdateBody } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { textMatch } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import { slugify } from '../../lib/slug.js';
import { NEWS_CATEGORY_NOT_FOUND, toNewsCategory } from './service.js';
import { newsCategories, newsItems } from './tables.js';

export const NEWS_CATEGORY_IN_USE = 'This category still holds news. Hide it instead (set it inactive).';

const slugTaken = (slug: string) =>
  httpErrors.conflict(`A news category with the web address “${slug}” already exists. Please choose another name.`);

type CategoryRow = typeof newsCategories.$inferSelect;

function toAdminNewsCategory(row: CategoryRow): AdminNewsCategory {
  return {
    ...toNewsCategory(row),
    sortOrder: row.sortOrder,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface AdminNewsCategoryFilter {
  page: number;
  pageSize: number;
  /** Part of the name, the Hindi name or the slug (case-insensitive, wildcards literal). */
  q?: string | undefined;
  /** 'true': active only; 'false': hidden only; absent: both. */
  active?: 'true' | 'false' | undefined;
}

/** One page of categories in display order (position, then name), filtered; and how many match. */
export async function listAdminNewsCategories(
  db: Db,
  filter: AdminNewsCategoryFilter,
): Promise<{ results: AdminNewsCategory[]; total: number }> {
  const where = and(
    filter.active ? eq(newsCategories.active, filter.active === 'true') : undefined,
    textMatch(filter.q, [newsCategories.name, newsCategories.nameHi, newsCategories.slug]),
  );
  const order = [asc(newsCategories.sortOrder), asc(newsCategories.name), asc(newsCategories.id)];
  const { rows, total } = await selectPage(db, newsCategories, where, order, filter);
  return { results: rows.map(toAdminNewsCategory), total };
}

/** Category `id` as the console shows it. Throws 404. */
export async function getAdminNewsCategory(db: Db, id: string): Promise<AdminNewsCategory> {
  const [row] = await db.select().from(newsCategories).where(eq(newsCategories.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(NEWS_CATEGORY_NOT_FOUND);
  return toAdminNewsCategory(row);
}

/** True when category `id` exists (active or not). */
export async function newsCategoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.id, id))
    .limit(1);
  return row !== undefined;
}

/** Creates a category; its slug comes from the name. Throws 409 when the slug is taken. */
export async function createNewsCategory(
  db: Db,
  body: { name: string; nameHi: string; sortOrder: number; active: boolean },
): Promise<AdminNewsCategory> {
  const slug = slugify(body.name);
  const [row] = await db
    .insert(newsCategories)
    .values({ ...body, slug })
    .onConflictDoNothing({ target: newsCategories.slug })
    .returning();
  if (!row) throw slugTaken(slug);
  return toAdminNewsCategory(row);
}

/**
 * Updates category `id` with the fields given; a new name makes a new slug.
 * Throws 404 (unknown id), 409 (the new slug belongs to another category).
 */
export async function updateNewsCategory(
  db: Db,
  id: string,
  body: AdminNewsCategoryUpdateBody,
): Promise<AdminNewsCategory> {
  const slug = body.name === undefined ? undefined : slugify(body.name);
  if (slug !== undefined) {
    const [other] = await db
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(and(eq(newsCategories.slug, slug), ne(newsCategories.id, id)))
      .limit(1);
    if (other) throw slugTaken(slug);
  }
  let row: CategoryRow | undefined;
  try {
    [row] = await db
      .update(newsCategories)
      .set({ ...body, ...(slug === undefined ? {} : { slug }) })
      .where(eq(newsCategories.id, id))
      .returning();
  } catch (error) {
    // Another request took the slug between the look-up and the update.
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
  if (!row) throw httpErrors.notFound(NEWS_CATEGORY_NOT_FOUND);
  return toAdminNewsCategory(row);
}

/** Deletes category `id` when it holds no news at all. Throws 404 (unknown), 409 (still holds news). */
export async function deleteNewsCategory(db: Db, id: string): Promise<void> {
  const holdsNone = notExists(db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.categoryId, id)));
  let deleted: { id: string }[];
  try {
    deleted = await db
      .delete(newsCategories)
      .where(and(eq(newsCategories.id, id), holdsNone))
      .returning({ id: newsCategories.id });
  } catch (error) {
    // An item was added between the check and the delete: the foreign key refused it.
    if (isForeignKeyViolation(error)) throw httpErrors.conflict(NEWS_CATEGORY_IN_USE);
    throw error;
  }
  if (deleted.length > 0) return;
  if (await newsCategoryExists(db, id)) throw httpErrors.conflict(NEWS_CATEGORY_IN_USE);
  throw httpErrors.notFound(NEWS_CATEGORY_NOT_FOUND);
}
