import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage, i18nReady } from '@/i18n';
import './index.css';
import { preloadPages } from '@/app/lazy-page';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { authStorage } from '@/lib/auth-storage';
import { PAGE_DATA_ID } from '@seva/contracts';
import { dropEarlyResponses } from '@/lib/early-requests';
import { markInteractive } from '@/lib/interactive';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createAppRouter();
// The page's chunk and strings download while the layout renders, not after it. The router has matched
// the location already: matching the route table again costs a slow phone tens of milliseconds.
preloadPages(router.state.matches);

/**
 * The build prerendered this page as an anonymous English visitor sees it first (app/prerender.tsx).
 * Hydrate it when that is who is here; anyone else (signed in, Hindi, a query string) gets a fresh render.
 */
function prerenderedForThisVisitor(element: HTMLElement): boolean {
  return (
    element.dataset.prerendered === window.location.pathname &&
    window.location.search === '' &&
    currentLanguage() === 'en' &&
    authStorage.getMobile() === null
  );
}

/**
 * The data a page was rendered with, as fresh as an answer fetched now: the API checked those answers when it
 * served the page (plugins/data-pages.ts, within CATALOGUE_TTL_MS), though it rendered the page earlier.
 */
function asOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

// At once in English; a visitor who chose Hindi first fetches its shell strings. A transition
// lets React yield to the browser while it builds the first screen (no long task on a slow phone).
// React listens from hydrateRoot on: a tap that comes before the first render has finished makes React
// hydrate what was tapped at once and then handles it, so hydration starts as soon as the scripts have run.
void i18nReady.then(() => {
  const queryClient = makeQueryClient();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    if (prerenderedForThisVisitor(root)) {
      // A page the API rendered with its data (/products) brings that data: React finds the same elements.
      const data = document.getElementById(PAGE_DATA_ID)?.textContent;
      if (data) hydrate(queryClient, asOfNow(JSON.parse(data) as DehydratedState));
      hydrateRoot(root, app);
    } else {
      // Nothing prerendered stays on screen to tap: React answers from its first render on. The page's early
      // requests were sent for the visitor it was prerendered for, who is not here.
      dropEarlyResponses();
      root.replaceChildren();
      markInteractive();
      createRoot(root).render(app);
    }
  });
});
