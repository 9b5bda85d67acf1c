/**
 * The demo devotional shop for an empty database (issue: demo seed): the six
 * categories and every catalogue product with its image, drawn locally as
 * SVG (seed/art/motif-image.ts) and stored through the storage provider.
 * Inserts only what is missing (by slug), so a restart changes nothing and
 * an admin's edits are kept. Each carries its Hindi (categories-hi.ts,
 * products-hi.ts); rows seeded before the Hindi existed get it.
 */
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { CATALOGUE_CATEGORIES } from './categories.js';
import { CATALOGUE_CATEGORIES_HI } from './categories-hi.js';
import { storeMotifImage } from '../art/motif-image.js';
import { fillEmptyHindi } from '../shared/hindi.js';
import { CATALOGUE_PRODUCTS } from './products.js';
import { CATALOGUE_PRODUCTS_HI } from './products-hi.js';
import { productCategories, products } from '../../modules/shop/tables.js';

export async function seedShop(db: Db, providers: Pick<Providers, 'storage'>): Promise<void> {
  await db
    .insert(productCategories)
    .values(
      CATALOGUE_CATEGORIES.map((c, sortOrder) => ({ ...c, sortOrder, hi: CATALOGUE_CATEGORIES_HI[c.slug] ?? {} })),
    )
    .onConflictDoNothing({ target: productCategories.slug });
  await fillEmptyHindi(
    db,
    productCategories,
    { key: productCategories.slug, hi: productCategories.hi },
    CATALOGUE_CATEGORIES_HI,
  );
  await fillEmptyHindi(db, products, { key: products.slug, hi: products.hi }, CATALOGUE_PRODUCTS_HI);
  const categories = await db
    .select({ id: productCategories.id, slug: productCategories.slug })
    .from(productCategories);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const existing = new Set((await db.select({ slug: products.slug }).from(products)).map((p) => p.slug));

  const missing = CATALOGUE_PRODUCTS.filter((p) => !existing.has(p.slug));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (p) => ({
      categoryId: categoryId.get(p.category) ?? '',
      slug: p.slug,
      name: p.name,
      description: p.description,
      pricePaise: p.pricePaise,
      mrpPaise: p.mrpPaise,
      unit: p.unit,
      stock: p.stock,
      image: await storeMotifImage(providers, 'products', p),
      hi: CATALOGUE_PRODUCTS_HI[p.slug] ?? {},
    })),
  );
  await db.insert(products).values(rows).onConflictDoNothing({ target: products.slug });
}
