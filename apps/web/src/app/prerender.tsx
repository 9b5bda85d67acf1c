/**
 * Build-time prerender: the HTML React renders for a public path before any data arrives (the
 * header, the page's headings and its loading placeholders), written into that path's copy of
 * index.html so a phone paints the page before the JavaScript has downloaded. main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18nReady } from '@/i18n';
import { AppProviders } from '@/app/providers';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';

/**
 * The public pages a visitor opens without a query string, prerendered at build time. A page that
 * reads its query (details pages) or the viewport width in its first render (Milan search) is not.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.recharge,
  paths.mobile,
  paths.puja.root,
  paths.products.root,
  paths.yatra.root,
  paths.milanSathi.root,
  paths.milanSathi.membership,
  paths.sanchar.podcast,
  paths.sanchar.video,
  paths.sanchar.live,
  paths.sanchar.news,
  paths.religious.dailyDarshan,
  paths.religious.consultancy,
  paths.terms,
  paths.privacy,
  paths.refund,
  paths.about,
];

/** Renders `path` as an anonymous English visitor sees it first; resolves to the HTML inside #root. */
export async function renderPage(path: string): Promise<string> {
  await i18nReady;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
