/**
 * Shop products for the admin console: every product (active or not, in any
 * category), paged and filtered; create and update. Prices come in rupees
 * and are stored as integer paise; the MRP is never below the price and the
 * stock is a whole number ≥ 0 (the table's checks say the same).
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import {
  MRP_BELOW_PRICE,
  missingHindi,
  rupeesToPaise,
  type AdminProduct,
  type AdminProductCreateValues,
  type AdminProductUpdateBody,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { auditFields, recordAudit, recordChange } from '../audit/service.js';
import { newId } from '../../db/ids.js';
import { hindiMissingWhere, type HindiField } from '../../db/hindi.js';
import { categoryExists } from './admin-categories.js';
import { slugify } from '../../lib/slug.js';
import { productTextMatch, toProduct, type CategoryName } from './products.js';
import { productCategories, products } from './tables.js';

export const ADMIN_PRODUCT_NOT_FOUND = 'This product does not exist.';
const UNKNOWN_CATEGORY = 'Please choose a category that exists.';

type ProductRow = typeof products.$inferSelect;
type CategoryBits = CategoryName & { active: boolean };

/** The product fields edited in Hindi beside the English (decision 011). */
const HINDI_FIELDS: HindiField[] = (['name', 'description', 'unit'] as const).map((key) => ({
  key,
  english: products[key],
  kind: 'text',
}));

function toAdminProduct(row: ProductRow, category: CategoryBits): AdminProduct {
  return {
    ...toProduct(row, category),
    active: row.active,
    categoryActive: category.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hi: row.hi,
    hindiMissing: missingHindi({ name: row.name, description: row.description, unit: row.unit }, row.hi),
  };
}

/** Rupees the contract already checked (≤ 2 decimals) → paise. */
function paise(rupees: number): number {
  const value = rupeesToPaise(rupees);
  if (value === null) throw httpErrors.badRequest('Amounts can have at most 2 decimals (paise).');
  return value;
}

export interface AdminProductFilter {
  page: number;
  pageSize: number;
  /** Part of the name or description (case-insensitive, wildcards literal). */
  q?: string | undefined;
  categoryId?: string | undefined;
  /** 'true': active only; 'false': inactive only; absent: both. */
  active?: 'true' | 'false' | undefined;
  /** 'missing': only products whose Hindi lacks a filled English field. */
  hindi?: 'missing' | undefined;
}

const withCategory = {
  product: products,
  name: productCategories.name,
  hi: productCategories.hi,
  active: productCategories.active,
};

/** One page of products by name, filtered, and the number that match. */
export async function listAdminProducts(
  db: Db,
  filter: AdminProductFilter,
): Promise<{ results: AdminProduct[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.active) conditions.push(eq(products.active, filter.active === 'true'));
  const text = filter.q?.trim();
  if (text) conditions.push(productTextMatch(text));
  conditions.push(hindiMissingWhere(products.hi, HINDI_FIELDS, filter.hindi));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(withCategory)
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { results: rows.map((row) => toAdminProduct(row.product, row)), total: totals[0]?.total ?? 0 };
}

/** One product, active or not. Throws 404 when the id is unknown. */
export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const [row] = await db
    .select(withCategory)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw httpErrors.notFound(ADMIN_PRODUCT_NOT_FOUND);
  return toAdminProduct(row.product, row);
}

/**
 * Creates a product (no image yet: see setProductImage). Its slug comes from
 * the name; when another product has it, the new id's last 6 characters are
 * added so two products may share a name. The audit log records `actor`'s
 * creation in its transaction ('product.create'). Throws 400 (unknown category).
 */
export async function createProduct(db: Db, actor: AdminActor, body: AdminProductCreateValues): Promise<AdminProduct> {
  if (!(await categoryExists(db, body.categoryId))) throw httpErrors.badRequest(UNKNOWN_CATEGORY);
  const { price, mrp, ...fields } = body;
  const id = newId();
  const values = { ...fields, id, pricePaise: paise(price), mrpPaise: paise(mrp) };
  const base = slugify(body.name);
  for (const slug of [base, `${base}-${id.slice(-6)}`]) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: products.slug })
        .returning();
      if (row) {
        const after = auditFields(row, PRODUCT_FIELDS);
        await recordAudit(tx, actor, { action: 'product.create', targetId: row.id, after });
      }
      return row;
    });
    if (created) return getAdminProduct(db, created.id);
  }
  throw httpErrors.conflict('A product with this name already exists. Please choose another name.');
}

/** The product fields the audit log compares and shows (prices in paise; the long texts left out). */
const PRODUCT_FIELDS = ['name', 'slug', 'categoryId', 'pricePaise', 'mrpPaise', 'unit', 'stock', 'active'];

/**
 * Updates product `id` with the fields given (prices in rupees). The slug
 * stays, so links to the product keep working after a rename. The audit log
 * records the changed fields (price and stock included) in the update's
 * transaction ('product.update'). Throws 404
 * (unknown id), 400 (unknown category, MRP below the price it would have).
 */
export async function updateProduct(
  db: Db,
  actor: AdminActor,
  id: string,
  body: AdminProductUpdateBody,
): Promise<AdminProduct> {
  if (body.categoryId !== undefined && !(await categoryExists(db, body.categoryId)))
    throw httpErrors.badRequest(UNKNOWN_CATEGORY);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw httpErrors.notFound(ADMIN_PRODUCT_NOT_FOUND);
    const { price, mrp, ...fields } = body;
    const pricePaise = price === undefined ? current.pricePaise : paise(price);
    const mrpPaise = mrp === undefined ? current.mrpPaise : paise(mrp);
    if (mrpPaise < pricePaise) throw httpErrors.badRequest(MRP_BELOW_PRICE);
    const [updated] = await tx
      .update(products)
      .set({ ...fields, pricePaise, mrpPaise })
      .where(eq(products.id, id))
      .returning();
    if (!updated) throw httpErrors.notFound(ADMIN_PRODUCT_NOT_FOUND);
    await recordChange(tx, actor, { action: 'product.update', targetId: id }, current, updated, AUDITED_EDIT);
  });
  return getAdminProduct(db, id);
}

/** What an edit's audit row compares: every column a product edit may set, the texts included. */
const AUDITED_EDIT = [...PRODUCT_FIELDS, 'description', 'hi', 'image'];

/** Points product `id` at the image stored at `url`, by `actor` (audited: 'product.image'). Throws 404 when the id is unknown. */
export async function setProductImageUrl(db: Db, actor: AdminActor, id: string, url: string): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw httpErrors.notFound(ADMIN_PRODUCT_NOT_FOUND);
    const [updated] = await tx.update(products).set({ image: url }).where(eq(products.id, id)).returning();
    await recordChange(tx, actor, { action: 'product.image', targetId: id }, current, updated!, ['image']);
  });
  return getAdminProduct(db, id);
}
