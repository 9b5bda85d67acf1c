/**
 * The body of a paged admin list, below its header and filters: grey rows
 * while the first page loads, the server's message with Try again when it
 * fails, an empty state (with Clear filters when filters hide every row), else
 * the page's table, dimmed while the next page loads, and the pager.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { ListError, ListSkeleton } from './list-states';
import { Pager } from './pager';

/** What a list says in each state, already translated. */
export type ListTexts = {
  /** Shown when the load fails and the server gives no message. */
  loadFailed: string;
  emptyTitle: string;
  emptyBody: string;
  /** The empty state while filters hide every row. */
  noMatchTitle: string;
  noMatchBody: string;
  clearFilters: string;
};

/** A list's texts under `prefix` of the admin strings (`puja.pujas` → `puja.pujas.loadFailed`, `.emptyTitle`…). */
export function listTexts(t: (key: string) => string, prefix: string): ListTexts {
  const text = (key: keyof ListTexts) => t(`${prefix}.${key}`);
  return {
    loadFailed: text('loadFailed'),
    emptyTitle: text('emptyTitle'),
    emptyBody: text('emptyBody'),
    noMatchTitle: text('noMatchTitle'),
    noMatchBody: text('noMatchBody'),
    clearFilters: text('clearFilters'),
  };
}

type PagedListProps<T> = {
  /** The page's query; its data is one page of `results` out of `total`. */
  list: UseQueryResult<{ results: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  texts: ListTexts;
  /** Clears the filters; set only while a filter is on, which makes an empty list a "no match". */
  onClearFilters?: () => void;
  /** The table of the page's rows. */
  children: (results: T[]) => ReactNode;
};

export function PagedList<T>({ list, page, pageSize, onPage, texts, onClearFilters, children }: PagedListProps<T>) {
  if (list.isPending) return <ListSkeleton rows={8} />;
  if (list.isError) {
    return <ListError message={errorMessage(list.error, texts.loadFailed)} onRetry={() => void list.refetch()} />;
  }
  if (list.data.results.length === 0) {
    return (
      <EmptyState
        title={onClearFilters ? texts.noMatchTitle : texts.emptyTitle}
        description={onClearFilters ? texts.noMatchBody : texts.emptyBody}
        action={
          onClearFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {texts.clearFilters}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {children(list.data.results)}
      </div>
      <Pager page={page} pages={Math.max(1, Math.ceil(list.data.total / pageSize))} onPage={onPage} />
    </>
  );
}
