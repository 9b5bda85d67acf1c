/**
 * Earlier seeded texts of the static pages, by SHA-256 of the Markdown (issue
 * 24: the privacy policy gained the grievance officer, the retention periods
 * and what deleting an account does). A page whose text is still exactly one
 * of these was never edited by an admin, so the seed may bring it up to date;
 * an edited page is left alone (an admin updates it in the console).
 */
import { createHash } from 'node:crypto';
import type { StaticPageSlug } from '@seva/contracts';

/** SHA-256 (hex) of each earlier seeded version: English, then Hindi. */
export const SUPERSEDED_PAGE_TEXTS: Partial<Record<StaticPageSlug, { en: string[]; hi: string[] }>> = {
  privacy: {
    en: ['4ffe423b2617a98dc9c3dba2029a2298b9b5ab3238b317c3f62485bd23f8af0f'],
    hi: ['48ef8efeb740178d39788519eda79fbbc514ddfbb9872c3eeeac6b9d6b1035ac'],
  },
};

/** SHA-256 (hex) of `text`. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');
