/**
 * The demo's news categories in display order. Slugs are what the console
 * would make from the English names (slugify), so the seed and the console
 * agree on them.
 */
export interface CatalogueNewsCategory {
  slug: string;
  name: string;
  nameHi: string;
}

export const CATALOGUE_NEWS_CATEGORIES: CatalogueNewsCategory[] = [
  { slug: 'temples-tirth', name: 'Temples & Tirth', nameHi: 'मंदिर और तीर्थ' },
  { slug: 'festivals', name: 'Festivals', nameHi: 'पर्व और त्योहार' },
  { slug: 'yatra-updates', name: 'Yatra Updates', nameHi: 'यात्रा समाचार' },
  { slug: 'spiritual-leaders', name: 'Spiritual Leaders', nameHi: 'संत और आचार्य' },
  { slug: 'community-seva', name: 'Community & Seva', nameHi: 'समाज और सेवा' },
  { slug: 'astrology-panchang', name: 'Astrology & Panchang', nameHi: 'ज्योतिष और पंचांग' },
];
