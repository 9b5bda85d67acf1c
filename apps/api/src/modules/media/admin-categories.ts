/**
 * Media categories and sub-categories for the console: every one (hidden
 * included) with what it holds, create, update, delete (only when empty) and
 * the picture. The slug is made from the name and is unique (sub-categories:
 * within their category); a clash answers 409.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type {
  AdminMediaCategoryHindi,
  AdminMediaCategory,
  AdminMediaCategoryUpdateBody,
  AdminMediaSubCategory,
  AdminMediaSubCategoryUpdateBody,
} from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import { recordChange } from '../audit/service.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../db/ids.js';
import { textMatch } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import type { StorageProvider } from '../../providers/storage/types.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import { slugify } from '../../lib/slug.js';
import {
  activeMatch,
  assertParentExists,
  deleteUnlessHeld,
  stillHolds,
  type CatalogueFilter,
  pictureOf,
} from './admin-common.js';
import { mediaCounts } from './queries.js';
import {
  NO_MEDIA,
  categoryHindiMissing,
  categoryHindiMissingWhere,
  recordState,
  toMediaCategory,
  type CategoryRow,
  type SubCategoryRow,
} from './shapes.js';
import { mediaCategories, mediaSubCategories } from './tables.js';

export const CATEGORY_NOT_FOUND = 'This category does not exist.';
export const SUB_CATEGORY_NOT_FOUND = 'This sub-category does not exist.';
export const UNKNOWN_CATEGORY = 'Please choose a category that exists.';

/**
 * The web address made from `name` (slugify); a name with no Latin letters
 * or digits (e.g. only Devanagari) gets one from the record's id instead.
 */
const slugOf = (name: string, id: string) => slugify(name) || `c-${id.slice(-8)}`;

const slugTaken = (what: string, slug: string) =>
  httpErrors.conflict(`A ${what} with the web address “${slug}” already exists. Please choose another name.`);

/** The fields a category or sub-category is created with (the contract's defaults applied). */
interface CategoryValues {
  name: string;
  nameHi: string;
  description: string;
  sortOrder: number;
  active: boolean;
  hi: AdminMediaCategoryHindi;
}

// ── Categories ──────────────────────────────────────────────────────────────

async function toAdminCategories(db: Db, rows: CategoryRow[]): Promise<AdminMediaCategory[]> {
  const counts = await mediaCounts(
    db,
    'category',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toMediaCategory(row, counts.get(row.id) ?? NO_MEDIA),
    ...recordState(row),
    hi: row.hi,
    hindiMissing: categoryHindiMissing(row),
  }));
}

/** One page of categories in display order, filtered by name and state; counts are every record held. */
export async function listAdminMediaCategories(
  db: Db,
  filter: CatalogueFilter,
): Promise<{ results: AdminMediaCategory[]; total: number }> {
  const where = and(
    activeMatch(mediaCategories.active, filter),
    textMatch(filter.q, [mediaCategories.name]),
    categoryHindiMissingWhere(mediaCategories, filter.hindi),
  );
  const order = [asc(mediaCategories.sortOrder), asc(mediaCategories.name), asc(mediaCategories.id)];
  const { rows, total } = await selectPage(db, mediaCategories, where, order, filter);
  return { results: await toAdminCategories(db, rows), total };
}

/** Category `id`, hidden or not. Throws 404. */
export async function getAdminMediaCategory(db: Db, id: string): Promise<AdminMediaCategory> {
  const rows = await db.select().from(mediaCategories).where(eq(mediaCategories.id, id)).limit(1);
  const [category] = await toAdminCategories(db, rows);
  if (!category) throw httpErrors.notFound(CATEGORY_NOT_FOUND);
  return category;
}

/** Creates a category with a slug from its name. Throws 409 (slug taken). */
export async function createMediaCategory(db: Db, body: CategoryValues): Promise<AdminMediaCategory> {
  const id = newId();
  const slug = slugOf(body.name, id);
  const [row] = await db
    .insert(mediaCategories)
    .values({ ...body, id, slug })
    .onConflictDoNothing({ target: mediaCategories.slug })
    .returning({ id: mediaCategories.id });
  if (!row) throw slugTaken('category', slug);
  return getAdminMediaCategory(db, row.id);
}

/** Updates category `id`; a new name makes a new slug. Throws 404, 409 (slug of another category). */
export async function updateMediaCategory(
  db: Db,
  id: string,
  body: AdminMediaCategoryUpdateBody,
): Promise<AdminMediaCategory> {
  const slug = body.name === undefined ? undefined : slugOf(body.name, id);
  if (slug !== undefined) {
    const [other] = await db
      .select({ id: mediaCategories.id })
      .from(mediaCategories)
      .where(and(eq(mediaCategories.slug, slug), ne(mediaCategories.id, id)))
      .limit(1);
    if (other) throw slugTaken('category', slug);
  }
  let updated: { id: string }[];
  try {
    updated = await db
      .update(mediaCategories)
      .set({ ...body, ...(slug === undefined ? {} : { slug }) })
      .where(eq(mediaCategories.id, id))
      .returning({ id: mediaCategories.id });
  } catch (error) {
    // Another request took the slug between the look-up and the update.
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken('category', slug);
    throw error;
  }
  if (updated.length === 0) throw httpErrors.notFound(CATEGORY_NOT_FOUND);
  return getAdminMediaCategory(db, id);
}

/** Deletes an empty category. Throws 404, 409 (it still holds sub-categories). */
export async function deleteMediaCategory(db: Db, id: string): Promise<void> {
  await deleteUnlessHeld(db, mediaCategories, mediaCategories.id, id, CATEGORY_NOT_FOUND, () =>
    stillHolds('category', 'sub-categories'),
  );
}

/** Makes `upload` the category's picture (three widths, WebP and AVIF). Throws 404, 400 (not an image), 502. */
export async function setMediaCategoryImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminMediaCategory> {
  const before = await getAdminMediaCategory(db, id);
  const image = await storeMediaImage(storage, `media/categories/${id}`, upload);
  await db.transaction(async (tx) => {
    await tx.update(mediaCategories).set({ image }).where(eq(mediaCategories.id, id));
    await recordChange(tx, actor, pictureOf('media-category', id), { image: before.image }, { image });
  });
  return getAdminMediaCategory(db, id);
}

// ── Sub-categories ──────────────────────────────────────────────────────────

async function toAdminSubCategories(db: Db, rows: SubCategoryRow[]): Promise<AdminMediaSubCategory[]> {
  const counts = await mediaCounts(
    db,
    'subCategory',
    rows.map((row) => row.id),
  );
  const parents = [...new Set(rows.map((row) => row.categoryId))];
  const names = new Map(
    parents.length === 0
      ? []
      : (
          await db
            .select({ id: mediaCategories.id, name: mediaCategories.name })
            .from(mediaCategories)
            .where(inArray(mediaCategories.id, parents))
        ).map((category) => [category.id, category.name]),
  );
  return rows.map((row) => ({
    ...toMediaCategory(row, counts.get(row.id) ?? NO_MEDIA),
    ...recordState(row),
    hi: row.hi,
    hindiMissing: categoryHindiMissing(row),
    categoryId: row.categoryId,
    categoryName: names.get(row.categoryId) ?? '',
  }));
}

/** One page of sub-categories (of one category when `categoryId`) in display order, filtered by name and state. */
export async function listAdminMediaSubCategories(
  db: Db,
  filter: CatalogueFilter & { categoryId?: string | undefined },
): Promise<{ results: AdminMediaSubCategory[]; total: number }> {
  const where = and(
    filter.categoryId ? eq(mediaSubCategories.categoryId, filter.categoryId) : undefined,
    activeMatch(mediaSubCategories.active, filter),
    textMatch(filter.q, [mediaSubCategories.name]),
    categoryHindiMissingWhere(mediaSubCategories, filter.hindi),
  );
  const order = [asc(mediaSubCategories.sortOrder), asc(mediaSubCategories.name), asc(mediaSubCategories.id)];
  const { rows, total } = await selectPage(db, mediaSubCategories, where, order, filter);
  return { results: await toAdminSubCategories(db, rows), total };
}

/** Sub-category `id`, hidden or not. Throws 404. */
export async function getAdminMediaSubCategory(db: Db, id: string): Promise<AdminMediaSubCategory> {
  const rows = await db.select().from(mediaSubCategories).where(eq(mediaSubCategories.id, id)).limit(1);
  const [subCategory] = await toAdminSubCategories(db, rows);
  if (!subCategory) throw httpErrors.notFound(SUB_CATEGORY_NOT_FOUND);
  return subCategory;
}

/** Creates a sub-category of an existing category. Throws 400 (unknown category), 409 (slug taken in it). */
export async function createMediaSubCategory(
  db: Db,
  body: CategoryValues & { categoryId: string },
): Promise<AdminMediaSubCategory> {
  await assertParentExists(db, mediaCategories, mediaCategories.id, body.categoryId, UNKNOWN_CATEGORY);
  const id = newId();
  const slug = slugOf(body.name, id);
  const [row] = await db
    .insert(mediaSubCategories)
    .values({ ...body, id, slug })
    .onConflictDoNothing({ target: [mediaSubCategories.categoryId, mediaSubCategories.slug] })
    .returning({ id: mediaSubCategories.id });
  if (!row) throw slugTaken('sub-category', slug);
  return getAdminMediaSubCategory(db, row.id);
}

/**
 * Updates sub-category `id` (it may move to another category); a new name
 * makes a new slug. Throws 404, 400 (unknown category), 409 (slug taken in
 * the category it ends up in).
 */
export async function updateMediaSubCategory(
  db: Db,
  id: string,
  body: AdminMediaSubCategoryUpdateBody,
): Promise<AdminMediaSubCategory> {
  const [current] = await db.select().from(mediaSubCategories).where(eq(mediaSubCategories.id, id)).limit(1);
  if (!current) throw httpErrors.notFound(SUB_CATEGORY_NOT_FOUND);
  if (body.categoryId !== undefined)
    await assertParentExists(db, mediaCategories, mediaCategories.id, body.categoryId, UNKNOWN_CATEGORY);
  const slug = body.name === undefined ? current.slug : slugOf(body.name, id);
  const categoryId = body.categoryId ?? current.categoryId;
  const [other] = await db
    .select({ id: mediaSubCategories.id })
    .from(mediaSubCategories)
    .where(
      and(
        eq(mediaSubCategories.categoryId, categoryId),
        eq(mediaSubCategories.slug, slug),
        ne(mediaSubCategories.id, id),
      ),
    )
    .limit(1);
  if (other) throw slugTaken('sub-category', slug);
  try {
    await db
      .update(mediaSubCategories)
      .set({ ...body, slug })
      .where(eq(mediaSubCategories.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken('sub-category', slug);
    throw error;
  }
  return getAdminMediaSubCategory(db, id);
}

/** Deletes an empty sub-category. Throws 404, 409 (it still holds videos or episodes). */
export async function deleteMediaSubCategory(db: Db, id: string): Promise<void> {
  // Videos and episodes both point here; either one keeps it.
  await deleteUnlessHeld(db, mediaSubCategories, mediaSubCategories.id, id, SUB_CATEGORY_NOT_FOUND, () =>
    stillHolds('sub-category', 'videos or podcast episodes'),
  );
}

/** Makes `upload` the sub-category's picture (three widths, WebP and AVIF). Throws 404, 400, 502. */
export async function setMediaSubCategoryImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminMediaSubCategory> {
  const before = await getAdminMediaSubCategory(db, id);
  const image = await storeMediaImage(storage, `media/sub-categories/${id}`, upload);
  await db.transaction(async (tx) => {
    await tx.update(mediaSubCategories).set({ image }).where(eq(mediaSubCategories.id, id));
    await recordChange(tx, actor, pictureOf('media-sub-category', id), { image: before.image }, { image });
  });
  return getAdminMediaSubCategory(db, id);
}
