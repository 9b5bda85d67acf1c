import { isValidElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '@/i18n';

type Page<P> = { default: ComponentType<P> };

/** A page's loader; the build tags it with the module it imports (scripts/lazy-page-sources.ts). */
type Loader<P> = (() => Promise<Page<P>>) & { source?: string };

/**
 * A lazy page that can start loading before React renders it; `source` (the module's path from the
 * web root, as in Vite's manifest) and `namespaces` let the prerender list its chunks.
 */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<Page<P>>;
  source: string | undefined;
  namespaces: readonly string[];
};

/**
 * A route's page as a lazy component whose chunk and translation namespaces
 * (`namespaces`, e.g. 'puja') are fetched side by side, so a first visit does
 * not wait for the page's strings after its code. A namespace left out still
 * loads: the page then suspends once more for it. `preload()` starts the same
 * (single) fetch early; see preloadPages.
 */
export function lazyPage<P extends object>(load: Loader<P>, ...namespaces: string[]): LazyPage<P> {
  let loading: Promise<Page<P>> | undefined;
  const preload = () => (loading ??= Promise.all([load(), loadNamespace(namespaces)]).then(([page]) => page));
  return Object.assign(lazy(preload), { preload, source: load.source, namespaces });
}

function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'object' && type !== null && 'preload' in type;
}

/** The lazy pages of `matches` (the router's matches for a location), outermost first. */
export function lazyPagesOf(matches: ReadonlyArray<{ route: RouteObject }>): LazyPage<object>[] {
  return matches
    .map(({ route }) => (isValidElement(route.element) ? route.element.type : undefined))
    .filter(isLazyPage);
}

/**
 * Starts fetching the lazy pages of `matches` (the router's matches for the
 * first location: their chunks and strings) at once, so they download while
 * React renders the layout instead of after it. Routes whose element is not a
 * lazyPage are skipped.
 */
export function preloadPages(matches: ReadonlyArray<{ route: RouteObject }>): void {
  // A failed fetch is React's to show when it renders the page (the lazy component rejects the same way).
  for (const page of lazyPagesOf(matches)) page.preload().catch(() => undefined);
}
