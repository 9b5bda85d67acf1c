/**
 * The HSN code and GST rate of the shop's goods, by product category slug
 * (seed/shop/categories.ts). Sandbox figures for the demo catalogue, after
 * the GST rate rationalisation of 22 September 2025 (5 % and 18 % slabs;
 * printed books nil-rated): check them with a tax adviser before real sales.
 * A category not listed is taxed at 18 % (the standard rate) with no HSN.
 */
export interface TaxClass {
  hsn: string;
  /** GST rate, percent. */
  gstRate: number;
}

const TAX_CLASSES: Readonly<Record<string, TaxClass>> = {
  'puja-samagri': { hsn: '3307', gstRate: 5 }, // agarbatti, camphor and other preparations for rites
  'idols-murtis': { hsn: '8306', gstRate: 5 }, // statuettes and ornaments (handicraft)
  'rudraksha-malas': { hsn: '1404', gstRate: 5 }, // vegetable products (rudraksha beads)
  'books-scriptures': { hsn: '4901', gstRate: 0 }, // printed books
  'incense-dhoop': { hsn: '3307', gstRate: 5 }, // agarbatti and dhoop
  'prasad-dry-fruits': { hsn: '0813', gstRate: 5 }, // dried fruit and mixtures
};

/** The standard rate, for a category without its own class. */
export const STANDARD_TAX_CLASS: TaxClass = { hsn: '', gstRate: 18 };

/** The tax class of goods in category `slug`. */
export function taxClassOf(slug: string | undefined): TaxClass {
  return (slug && TAX_CLASSES[slug]) || STANDARD_TAX_CLASS;
}
