/**
 * A data page: a public page the API serves rendered with its data (today `/products`, whose first screen is
 * photos of its product list), so a phone paints those photos from the HTML before the scripts run (issue 18,
 * decision 008). The web build writes the page's shell (`prerendered/<page>.data.html`, with these marks) and
 * its first requests (`<page>.data.json`); the API fills the marks per catalogue change; main.tsx hydrates the
 * data, then React hydrates the page.
 */

/** Where the API puts the rendered page (inside #root) and its data script (right after #root) into the shell. */
export const DATA_PAGE_MARKS = { page: '<!--seva-page-->', data: '<!--seva-page-data-->' } as const;

/** The id of the JSON script holding the page's data: TanStack Query's `dehydrate` of the render's cache. */
export const PAGE_DATA_ID = 'seva-page-data';

/** One request of a page's first render, as the web build lists it (and the API answers it for a data page). */
export type PageRequest = {
  method: string;
  /** The path with its query, as the web's api client asks for it (`/api/...`). */
  url: string;
  /** The JSON body, exactly as the api client serializes it. */
  body?: string;
};

/** A page request and the API's answer to it: its status and JSON text (what a data page is rendered from). */
export type AnsweredRequest = { request: PageRequest; status: number; answer: string };
