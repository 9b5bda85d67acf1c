/**
 * Shop categories for the admin console: every category (active or not) with
 * its product count; create and update. The slug (the category's web
 * address) is made from the name and is unique: a clash answers 409.
 */
import { httpErrors } from '@fastify/sensible';
import { slugify } from '../../lib/slug.js';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { missingHindi, type AdminCategory, type AdminCategoryUpdateBody } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { auditFields, recordAudit, recordChange } from '../audit/service.js';
import { productCategories, products } from './tables.js';
import { isUniqueViolation } from '../../db/errors.js';

export const CATEGORY_NOT_FOUND = 'This category does not exist.';

function slugTaken(slug: string): Error {
  return httpErrors.conflict(`A category with the web address “${slug}” already exists. Please choose another name.`);
}

type CategoryRow = typeof productCategories.$inferSelect;

function toAdminCategory(row: CategoryRow, productCount: number): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    sortOrder: row.sortOrder,
    active: row.active,
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hi: row.hi,
    hindiMissing: missingHindi({ name: row.name, description: row.description }, row.hi),
  };
}

async function productCountOf(db: Db, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

/** Every category in shelf order (sortOrder, then name), each with its number of products, active or not. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: productCategories, productCount: count(products.id) })
    .from(productCategories)
    .leftJoin(products, eq(products.categoryId, productCategories.id))
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name));
  return rows.map((row) => toAdminCategory(row.category, row.productCount));
}

/** True when category `id` exists (active or not). */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.id, id))
    .limit(1);
  return row !== undefined;
}

/** Creates a category by `actor` (audited: 'shop-category.create'); its slug comes from the name. Throws 409 when the slug is taken. */
export async function createCategory(
  db: Db,
  actor: AdminActor,
  body: { name: string; description: string; sortOrder: number; active: boolean },
): Promise<AdminCategory> {
  const slug = slugify(body.name);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(productCategories)
      .values({ ...body, slug })
      .onConflictDoNothing({ target: productCategories.slug })
      .returning();
    if (!created) throw slugTaken(slug);
    const after = auditFields(created, CATEGORY_FIELDS);
    await recordAudit(tx, actor, { action: 'shop-category.create', targetId: created.id, after });
    return created;
  });
  return toAdminCategory(row, 0);
}

/** The category fields the audit log compares and shows. */
const CATEGORY_FIELDS = ['name', 'slug', 'description', 'sortOrder', 'active', 'hi'];

/**
 * Updates category `id` with the fields given; a new name makes a new slug.
 * The changed fields go on the audit log in the update's transaction.
 * Throws 404 (unknown id), 409 (the new slug belongs to another category).
 */
export async function updateCategory(
  db: Db,
  actor: AdminActor,
  id: string,
  body: AdminCategoryUpdateBody,
): Promise<AdminCategory> {
  const slug = body.name === undefined ? undefined : slugify(body.name);
  if (slug !== undefined) {
    const [other] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.slug, slug), ne(productCategories.id, id)))
      .limit(1);
    if (other) throw slugTaken(slug);
  }
  let row: CategoryRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).for('update');
      if (!current) return undefined;
      const [updated] = await tx
        .update(productCategories)
        .set({ ...body, ...(slug === undefined ? {} : { slug }) })
        .where(eq(productCategories.id, id))
        .returning();
      const entry = { action: 'shop-category.update', targetId: id } as const;
      await recordChange(tx, actor, entry, current, updated!, CATEGORY_FIELDS);
      return updated;
    });
  } catch (error) {
    // Another request took the slug between the look-up and the update.
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
  if (!row) throw httpErrors.notFound(CATEGORY_NOT_FOUND);
  return toAdminCategory(row, await productCountOf(db, id));
}
