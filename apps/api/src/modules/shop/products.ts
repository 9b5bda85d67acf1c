/**
 * The public catalogue (SPEC §7 get_product_category, get_products, product
 * details). Only active products in active categories are shown; prices go
 * out in rupees (contracts' paiseToRupees), images as public URLs.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, paiseToRupees, type GetProductsBody, type Product, type ProductCategory } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { productCategories, products } from './tables.js';

export const PRODUCT_NOT_FOUND = MESSAGES.productNotFound;

type ProductRow = typeof products.$inferSelect;

/** A product's category as its answers name it: the English name and the category's Hindi. */
export type CategoryName = { name: string; hi: { name?: string } };

/** The API shape of a product row with its category's name (both languages). */
export function toProduct(row: ProductRow, category: CategoryName): Product {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: category.name,
    price: paiseToRupees(row.pricePaise),
    mrp: paiseToRupees(row.mrpPaise),
    unit: row.unit,
    stock: row.stock,
    inStock: row.stock > 0,
    image: row.image,
    hi: { ...row.hi, categoryName: category.hi.name },
  };
}

/** Products whose name or description, in English or Hindi, contains `text` (case-insensitive, wildcards literal). */
export function productTextMatch(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(products.name, pattern),
    ilike(products.description, pattern),
    ilike(products.hiName, pattern),
    ilike(sql`${products.hi} ->> 'description'`, pattern),
  );
}

const visible = and(eq(products.active, true), eq(productCategories.active, true));

/** Active categories in shelf order, each with its number of active products. */
export async function listCategories(db: Db): Promise<ProductCategory[]> {
  const rows = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      slug: productCategories.slug,
      description: productCategories.description,
      hi: productCategories.hi,
      productCount: count(products.id),
    })
    .from(productCategories)
    .leftJoin(products, and(eq(products.categoryId, productCategories.id), eq(products.active, true)))
    .where(eq(productCategories.active, true))
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}

/**
 * One page of active products, by name, optionally in one category and
 * matching `search` in the name or description, English or Hindi. Returns the page and the total.
 */
export async function listProducts(
  db: Db,
  query: Required<Pick<GetProductsBody, 'page' | 'pageSize'>> & Pick<GetProductsBody, 'categoryId' | 'search'>,
): Promise<{ data: Product[]; total: number }> {
  const filters: (SQL | undefined)[] = [visible];
  if (query.categoryId) filters.push(eq(products.categoryId, query.categoryId));
  if (query.search) filters.push(productTextMatch(query.search));
  const where = and(...filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ product: products, category: { name: productCategories.name, hi: productCategories.hi } })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where),
  ]);
  return { data: rows.map((r) => toProduct(r.product, r.category)), total: totalRow?.n ?? 0 };
}

/** One active product. Throws 404 when it is unknown or withdrawn. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const [row] = await db
    .select({ product: products, category: { name: productCategories.name, hi: productCategories.hi } })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.id, id), visible))
    .limit(1);
  if (!row) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
  return toProduct(row.product, row.category);
}
