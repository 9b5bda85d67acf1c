/**
 * The page every content list shares (videos, podcasts, live, temples,
 * darshan, news…): its records paged, filtered through the URL (text, state
 * and the page's own filters), New and the editor in a dialog (which stays
 * open on a new record, for its uploads), Delete with a confirmation.
 * Strings come from `content.<section>.*`.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/components/ui';
import { useContentList, type ContentResource } from '../api/content-resource';
import { DeleteRecordDialog } from './delete-record-dialog';
import { ActiveFilter, asActive, FilterBar } from './filter-bar';
import { ListHeader } from './list-header';
import { listTexts, PagedList } from './paged-list';
import { SearchField } from './search-field';
import { useListParams } from '../hooks/use-list-params';
import { useRecordEditor, type EditorCallbacks } from '../hooks/use-record-editor';

export type ContentFormProps<Item> = EditorCallbacks<Item> & {
  record: Item | undefined;
  /** The page's own filters as applied (e.g. `subCategoryId`): a new record's defaults. */
  filters: Record<string, string>;
};

type ContentListPageProps<Item extends { _id: string }> = {
  resource: ContentResource<Item, unknown, unknown>;
  section: string;
  nameOf: (item: Item) => string;
  /** URL parameters the page filters by and sends to the list call, besides q, active and page. */
  filterKeys?: readonly string[];
  /** Their controls, before the search box. */
  filters?: (values: Record<string, string>, set: (changes: Record<string, string>) => void) => ReactNode;
  /** Records have no files to upload: a new one's editor closes once saved, like an edit's. */
  closeOnCreate?: boolean;
  /** Records have no active state (daily darshan): no state filter. */
  noActiveFilter?: boolean;
  pageSize?: number;
  table: (items: Item[], onEdit: (item: Item) => void, onDelete: (item: Item) => void) => ReactNode;
  form: (props: ContentFormProps<Item>) => ReactNode;
  /** Below the list (a chosen category's sub-categories). */
  children?: ReactNode;
};

export function ContentListPage<Item extends { _id: string }>(props: ContentListPageProps<Item>) {
  const { resource, section, nameOf, filterKeys = [], filters, closeOnCreate, noActiveFilter, table, form } = props;
  const pageSize = props.pageSize ?? 20;
  const { t } = useTranslation('admin');
  const s = (key: string) => `content.${section}.${key}`;
  const { get, page, set } = useListParams();
  const own = Object.fromEntries(filterKeys.map((key) => [key, get(key)]));
  const q = get('q');
  const active = noActiveFilter ? '' : asActive(get('active'));
  // A page may take `active` among its own filters (news: published or draft) instead of the state filter.
  const list = useContentList(resource, { q, active, ...own, page, pageSize });
  const editor = useRecordEditor<Item>();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const filtered = Boolean(q || active || Object.values(own).some(Boolean));
  const cleared = Object.fromEntries([...filterKeys, 'q', 'active'].map((key) => [key, '']));
  const { editing } = editor;

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t(s('title'))}
        count={list.data ? t(s('count'), { count: list.data.total }) : undefined}
        action={<Button onClick={editor.openNew}>{t(s('new'))}</Button>}
      />
      <FilterBar>
        {filters?.(own, set)}
        <SearchField
          label={t(s('search'))}
          placeholder={t(s('searchPlaceholder'))}
          value={q}
          onSearch={(next) => set({ q: next })}
        />
        {!noActiveFilter && <ActiveFilter value={active} onChange={(next) => set({ active: next })} />}
      </FilterBar>
      <PagedList
        list={list}
        page={page}
        pageSize={pageSize}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, `content.${section}`)}
        onClearFilters={filtered ? () => set(cleared) : undefined}
      >
        {(results) => table(results, editor.open, setDeleting)}
      </PagedList>
      {props.children}

      <Dialog
        open={editing !== null}
        onClose={editor.close}
        size="lg"
        title={editing?.record ? t(s('editTitle'), { name: nameOf(editing.record) }) : t(s('newTitle'))}
      >
        {editing && (
          <div key={editing.record?._id ?? 'new'}>
            {form({
              record: editing.record,
              filters: own,
              onSaved: (record, created) => editor.saved(record, created && !closeOnCreate),
              onUploaded: editor.update,
              onCancel: editor.close,
            })}
          </div>
        )}
      </Dialog>
      <DeleteRecordDialog
        resource={resource}
        record={deleting && { _id: deleting._id, name: nameOf(deleting) }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
