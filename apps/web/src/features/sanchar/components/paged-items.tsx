import type { ReactNode } from 'react';
import type { MediaPage } from '../api/paging';
import { LoadMore } from './load-more';

/** The parts of a useInfiniteQuery result a paged list reads. */
type PagedQuery<T> = {
  isPending: boolean;
  data: { pages: MediaPage<T>[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type PagedItemsProps<T> = {
  query: PagedQuery<T>;
  skeleton: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/**
 * A paged list's states: skeleton while the first page loads, the empty
 * state when there is nothing (or the first page fails, SPEC §8), else the
 * items with Load more.
 */
export function PagedItems<T>({ query, skeleton, empty, children }: PagedItemsProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.results);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      <LoadMore
        shown={items.length}
        total={pages.at(-1)?.total ?? items.length}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
