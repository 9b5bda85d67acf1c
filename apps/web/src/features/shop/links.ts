/** Links inside the shop (query-string routes of SPEC §2). */
import { paths } from '@/config/paths';

/** /products/product-details?id=<id> */
export const productDetailsPath = (id: string) => `${paths.products.details}?id=${encodeURIComponent(id)}`;

/** /products?category=<id>, or /products for all. */
export const categoryPath = (categoryId?: string) =>
  categoryId ? `${paths.products.root}?category=${encodeURIComponent(categoryId)}` : paths.products.root;
