/**
 * Build-time prerender: the HTML React renders for a public path before any data arrives (the
 * header, the page's headings and its loading placeholders), written into that path's copy of
 * index.html so a phone paints the page before the JavaScript has downloaded. main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { QueryClient, type Query } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18nReady } from '@/i18n';
import { AppProviders } from '@/app/providers';
import { paths } from '@/app/paths';
import { lazyPagesOf } from '@/app/lazy-page';
import { routes } from '@/app/router';
import type { EarlyRequest, EarlyRequestMeta } from '@/lib/early-requests';

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

/**
 * A prerendered page: the HTML inside #root, the requests its first render starts once hydrated, and
 * what its lazy pages load (their modules, as Vite's manifest keys, and their translation namespaces).
 */
export type PrerenderedPage = {
  html: string;
  requests: EarlyRequest[];
  lazy: { sources: string[]; namespaces: string[] };
};

/** Renders `path` as an anonymous English visitor sees it first. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  await i18nReady;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient();
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const pages = lazyPagesOf(router.state.matches);
  return {
    html,
    requests: await firstRequests(queryClient.getQueryCache().getAll()),
    lazy: {
      sources: pages.flatMap((page) => (page.source ? [page.source] : [])),
      namespaces: [...new Set(pages.flatMap((page) => page.namespaces))],
    },
  };
}

/**
 * The requests the page's queries send once it is hydrated (a query the render left disabled sends
 * none): each enabled query's function is run against a `fetch` that only notes what it was asked.
 */
async function firstRequests(queries: Query[]): Promise<EarlyRequest[]> {
  const requests: EarlyRequest[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : undefined;
    requests.push({ method: init?.method ?? 'GET', url: String(input), ...(body === undefined ? {} : { body }) });
    return new Promise<Response>(() => undefined);
  };
  try {
    for (const query of queries) {
      const { queryFn, meta } = query.options;
      // The observer's options the render built the query with: `enabled`, and an infinite query's first page.
      const { enabled, initialPageParam } = query.options as { enabled?: unknown; initialPageParam?: unknown };
      if (typeof queryFn !== 'function' || enabled === false) continue;
      const asked = requests.length;
      void (queryFn as (context: unknown) => Promise<unknown>)({
        queryKey: query.queryKey,
        pageParam: initialPageParam,
        meta,
        signal: new AbortController().signal,
        direction: 'forward',
      });
      await new Promise((settle) => setTimeout(settle, 0));
      const images = (meta as EarlyRequestMeta | undefined)?.earlyImages;
      if (images && requests.length > asked) requests[asked] = { ...requests[asked]!, images };
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return requests;
}
