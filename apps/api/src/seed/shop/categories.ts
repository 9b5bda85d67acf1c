/**
 * The six categories of the demo devotional shop, as plain data (no database code).
 * The slug is the stable key products point to; name and description are shown to customers.
 * DOMAIN.md also lists "diyas and lamps" and "yantras": until they get their own shelves,
 * diyas sit in Puja Samagri.
 */

export interface CatalogueCategory {
  slug: string;
  name: string;
  description: string;
}

export const CATALOGUE_CATEGORIES = [
  {
    slug: 'puja-samagri',
    name: 'Puja Samagri',
    description:
      'Everyday puja essentials: camphor, roli, kalava, wicks, havan samagri, Gangajal, diyas and brass puja vessels.',
  },
  {
    slug: 'idols-murtis',
    name: 'Idols & Murtis',
    description: 'Brass, marble and stone murtis of Ganesh, Lakshmi, Shiva, Krishna, Hanuman, Durga and Ram Darbar.',
  },
  {
    slug: 'rudraksha-malas',
    name: 'Rudraksha & Malas',
    description:
      'Japa malas and beads: rudraksha with lab certificates, tulsi, sphatik, karungali, sandalwood and kamal gatta.',
  },
  {
    slug: 'books-scriptures',
    name: 'Books & Scriptures',
    description: 'Bhagavad Gita, Ramcharitmanas, Hanuman Chalisa, Durga Saptashati and other texts, mostly Gita Press.',
  },
  {
    slug: 'incense-dhoop',
    name: 'Incense & Dhoop',
    description: 'Agarbatti, dhoop cones and sticks, sambrani cups, loban and holders for the daily aarti.',
  },
  {
    slug: 'prasad-dry-fruits',
    name: 'Prasad & Dry Fruits',
    description:
      'Shelf-stable prasad that ships well: dry fruit boxes, panchmeva, makhana, mishri, elaichi dana and batasha.',
  },
] as const satisfies readonly CatalogueCategory[];

export type CategorySlug = (typeof CATALOGUE_CATEGORIES)[number]['slug'];
