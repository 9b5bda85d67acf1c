/** Web addresses made from names (catalogue categories, products, pujas, yatras, news). */

/** "Puja Samagri & Kits" → "puja-samagri-kits": lowercase ASCII letters and digits joined by dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
