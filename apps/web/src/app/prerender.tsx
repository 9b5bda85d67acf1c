/**
 * Build-time prerender: the HTML React renders for a public path before any data arrives (the
 * header, the page's headings and its loading placeholders), written into that path's copy of
 * index.html so a phone paints the page before the JavaScript has downloaded. main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18nReady } from '@/i18n';
import { AppProviders } from '@/app/providers';
import { paths } from '@/app/paths';
import { lazyPagesOf } from '@/app/lazy-page';
import { routes } from '@/app/router';
import type { AnsweredRequest } from '@seva/contracts';
import { answerRequestsWith, earlyRequestKey, type EarlyRequest } from '@/lib/early-requests';

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
 * The prerendered pages whose first screen is photos of their data: the API serves them rendered with it
 * (renderPageWithData), so their largest paint does not wait for the scripts and the data.
 */
export const DATA_PAGE_PATHS: readonly string[] = [paths.home, paths.products.root];

/**
 * A prerendered page: the HTML inside #root, the requests its first render starts once hydrated, and
 * what its lazy pages load (their modules, as Vite's manifest keys, and their translation namespaces).
 */
export type PrerenderedPage = {
  html: string;
  requests: EarlyRequest[];
  lazy: { sources: string[]; namespaces: string[] };
};

/** The page at `path` rendered to HTML with `queryClient`'s data, and the router that matched it. */
async function renderApp(path: string, queryClient: QueryClient) {
  await i18nReady;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), router };
}

/** Renders `path` as an anonymous English visitor sees it first. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const queryClient = new QueryClient();
  const { html, router } = await renderApp(path, queryClient);
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

/** A page rendered with its data: the HTML inside #root and the data cache main.tsx hydrates before React does. */
export type PageWithData = { html: string; state: DehydratedState };

/**
 * Renders `path` as an anonymous English visitor sees it once its first requests have been answered (the API
 * serves `/products` so, apps/api/src/plugins/data-pages.ts: its first screen is photos of its data). A request
 * not in `answers` fails, and its query stays a placeholder, as in the browser before its answer. Renders
 * twice: once to learn the page's queries, once with their data. One render at a time (the api client's
 * answers are module state).
 */
export async function renderPageWithData(path: string, answers: readonly AnsweredRequest[]): Promise<PageWithData> {
  const byKey = new Map(
    answers.map(({ request, status, answer }) => [
      earlyRequestKey(request.method, request.url, request.body),
      { status, answer },
    ]),
  );
  const answer = (key: string) => {
    const known = byKey.get(key);
    if (!known) return undefined;
    return Promise.resolve(
      new Response(known.answer, { status: known.status, headers: { 'content-type': 'application/json' } }),
    );
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  answerRequestsWith(answer);
  try {
    await renderApp(path, queryClient);
    const queries = queryClient.getQueryCache().getAll();
    // A query the render left disabled fetches nothing here either; one nobody answered fails and is
    // dropped, so the second render shows its placeholder.
    await Promise.allSettled(
      queries
        .filter((query) => (query.options as { enabled?: unknown }).enabled !== false)
        .map((query) => query.fetch()),
    );
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    const { html } = await renderApp(path, queryClient);
    return { html, state: dehydrate(queryClient) };
  } finally {
    answerRequestsWith(undefined);
  }
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

      void (queryFn as (context: unknown) => Promise<unknown>)({
        queryKey: query.queryKey,
        pageParam: initialPageParam,
        meta,
        signal: new AbortController().signal,
        direction: 'forward',
      });
      await new Promise((settle) => setTimeout(settle, 0));
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return requests;
}
