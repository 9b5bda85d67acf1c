import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { EmptyState } from './empty-state';
import { PageContainer } from './page-container';
import { Skeleton } from './skeleton';

type HistoryPageProps<T> = {
  /** The page heading and tab title, in the caller's words. */
  title: string;
  /** The list's query: skeletons while pending, else its items or the empty state. */
  query: { isPending: boolean; data?: readonly T[] | undefined };
  /** Shown when there is nothing to list, or the list could not load (SPEC §8). */
  empty: ComponentProps<typeof EmptyState>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Test id and size of the three loading cards. */
  skeleton: { testId: string; className: string };
  /**
   * The element id of an item (e.g. `order-SV-OD-26-004821`): a notification's link `…#<id>` scrolls to that
   * item once the list has loaded.
   */
  anchorOf?: (item: T) => string;
};

/** Once `ready`, scrolls the element the address's #hash names into view and gives it focus (a notification's link). */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    const id = ready ? decodeURIComponent(window.location.hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready]);
}

/** A signed-in customer's history: heading, loading cards, the empty state or the list, in the given order. */
export function HistoryPage<T>({ title, query, empty, itemKey, renderItem, skeleton, anchorOf }: HistoryPageProps<T>) {
  usePageTitle(title);
  useScrollToHash(!query.isPending && Boolean(query.data?.length));

  let body;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-hidden="true" data-testid={skeleton.testId}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className={skeleton.className} />
        ))}
      </div>
    );
  } else if (!query.data || query.data.length === 0) {
    body = <EmptyState {...empty} />;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {query.data.map((item) => (
          <li key={itemKey(item)} id={anchorOf?.(item)} tabIndex={anchorOf ? -1 : undefined} className="scroll-mt-32">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageContainer width="lg">
      <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      {body}
    </PageContainer>
  );
}
