/**
 * Hindi titles of the four static pages (STATIC_PAGE_SOURCES in seed.ts), by slug.
 * Their Markdown text lives in content/hi/.
 */
export const STATIC_PAGE_TITLES_HI: Record<'terms' | 'privacy' | 'refund' | 'about', string> = {
  terms: 'उपयोग की शर्तें',
  privacy: 'गोपनीयता नीति',
  refund: 'धनवापसी एवं रद्दीकरण नीति',
  about: 'हमारे बारे में',
};
