/**
 * The content console's REST collections under /api/admin (media categories,
 * videos, podcasts, live, darshan, news…), each described once by
 * `contentResource` and served by the same four hooks: a paged list, save
 * (POST without an id, PATCH with one), delete, and a file upload to
 * `…/:id/<what>`. Shapes are the contracts' (media-admin.ts): a list is
 * `{ results, total, page, pageSize }`, a write `{ message, data }`. Every
 * write reloads the whole content console, since records show each other's
 * names (a video its sub-category, a darshan its temple).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagedResults, SavedResponse, StatusMessage } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** Every content console query starts with this key. */
export const contentAdminKey = ['admin', 'content'] as const;

/** A list's query string; empty values are left out. */
export type ListParams = Record<string, string | number | undefined>;

/** One collection: its path and its key; the type parameters carry the record and body shapes to the hooks. */
export type ContentResource<Item, Create, Update> = {
  path: string;
  key: readonly string[];
  /** Phantom: never set, only typed. */
  readonly types?: { item: Item; create: Create; update: Update };
};

export function contentResource<Item extends { _id: string }, Create, Update>(
  name: string,
  path: string,
): ContentResource<Item, Create, Update> {
  return { path, key: [...contentAdminKey, name] };
}

/** The path of record `id` of `resource`, with `rest` after it. */
export function recordPath(resource: { path: string }, id: string, ...rest: string[]): string {
  return [resource.path, encodeURIComponent(id), ...rest].join('/');
}

export const contentListOptions = <Item>(resource: ContentResource<Item, unknown, unknown>, params: ListParams) =>
  queryOptions({
    queryKey: [...resource.key, 'list', params],
    queryFn: () => api.get<PagedResults<Item>>(resource.path, { params }),
    placeholderData: keepPreviousData,
  });

/** GET `path?params` (admin only): one page of records. */
export function useContentList<Item>(resource: ContentResource<Item, unknown, unknown>, params: ListParams) {
  return useQuery(contentListOptions(resource, params));
}

function useReloadContent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentAdminKey });
}

/** Creates (no id) or updates (PATCH, any of the fields) a record → `{ message, data }`. */
export function useSaveContent<Item, Create, Update>(resource: ContentResource<Item, Create, Update>) {
  const reload = useReloadContent();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Create | Update }) =>
      id === undefined
        ? api.post<SavedResponse<Item>>(resource.path, body)
        : api.patch<SavedResponse<Item>>(recordPath(resource, id), body),
    onSuccess: reload,
  });
}

/**
 * DELETE `path/:id` → `{ status, message }`, the message being what the console
 * toasts; 409 while the record still holds others (the server's message says so).
 */
export function useRemoveContent(resource: { path: string }) {
  const reload = useReloadContent();
  return useMutation({
    mutationFn: (id: string) => api.delete<StatusMessage>(recordPath(resource, id)),
    onSuccess: reload,
  });
}

export type UploadInput = { id: string; file: File; onProgress?: (fraction: number) => void };

/**
 * POST `path/:id/<what>` as multipart with one file (`field`), reporting
 * progress → the record with its new file. The server checks type and size
 * again (400, 413 with a message).
 */
export function useUploadContent<Item>(
  resource: ContentResource<Item, unknown, unknown>,
  what: string,
  field = 'file',
) {
  const reload = useReloadContent();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append(field, file);
      return api.upload<SavedResponse<Item>>(recordPath(resource, id, what), form, onProgress);
    },
    onSuccess: reload,
  });
}
