/**
 * The sub-categories of the category chosen on the media categories page
 * (up to 100, display order): the list with missing Hindi, its own Hindi
 * filter (?subHindi=missing, sent as hindi=missing), New, the editor and Delete.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMediaCategory, AdminMediaSubCategory } from '@seva/contracts';
import { Button, Dialog, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useContentList } from '../../shared/api/content-resource';
import { subCategoriesResource } from '../../shared/api/content-resources';
import { DeleteRecordDialog } from '../../shared/components/delete-record-dialog';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { ListError, ListSkeleton } from '../../shared/components/list-states';
import { MediaCategoryForm } from './media-category-form';
import { MediaCategoriesTable } from './media-categories-table';
import { useListParams } from '../../shared/hooks/use-list-params';
import { useRecordEditor } from '../../shared/hooks/use-record-editor';

type SubCategoriesPanelProps = { category: AdminMediaCategory; categories: AdminMediaCategory[] };

export function SubCategoriesPanel({ category, categories }: SubCategoriesPanelProps) {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const hindi = asHindiFilter(get('subHindi'));
  const params = { categoryId: category._id, pageSize: 100 };
  // Every sub-category gives the next free position; the list shows those the filter keeps. Changing the filter
  // leaves the categories' list on its page.
  const all = useContentList(subCategoriesResource, params);
  const list = useContentList(subCategoriesResource, hindi ? { ...params, hindi } : params);
  const editor = useRecordEditor<AdminMediaSubCategory>();
  const [deleting, setDeleting] = useState<AdminMediaSubCategory | null>(null);
  const items = list.data?.results ?? [];
  const nextSortOrder = (all.data?.results ?? []).reduce((max, item) => Math.max(max, item.sortOrder + 1), 0);
  const { editing } = editor;

  return (
    <section aria-labelledby="sub-categories-title" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sub-categories-title" className="text-xl font-bold text-gray-900">
          {t('content.subCategories.title', { name: category.name })}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <HindiFilter value={hindi} onChange={(next) => set({ subHindi: next, page })} />
          <Button variant="secondary" onClick={editor.openNew}>
            {t('content.subCategories.new')}
          </Button>
        </div>
      </header>
      {list.isPending ? (
        <ListSkeleton rows={3} />
      ) : list.isError ? (
        <ListError
          message={errorMessage(list.error, t('content.subCategories.loadFailed'))}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 && hindi ? (
        <EmptyState
          title={t('content.subCategories.noMatchTitle')}
          description={t('content.subCategories.noMatchBody')}
          action={
            <Button variant="secondary" onClick={() => set({ subHindi: '', page })}>
              {t('content.subCategories.clearFilters')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('content.subCategories.emptyTitle')} description={t('content.subCategories.emptyBody')} />
      ) : (
        <MediaCategoriesTable
          caption={t('content.subCategories.title', { name: category.name })}
          items={items}
          resource={subCategoriesResource}
          onEdit={editor.open}
          onDelete={setDeleting}
        />
      )}
      <Dialog
        open={editing !== null}
        onClose={editor.close}
        size="lg"
        title={
          editing?.record
            ? t('content.subCategories.editTitle', { name: editing.record.name })
            : t('content.subCategories.newTitle')
        }
      >
        {editing && (
          <MediaCategoryForm
            key={editing.record?._id ?? 'new'}
            resource={subCategoriesResource}
            record={editing.record}
            parents={categories}
            parentId={editing.record?.categoryId ?? category._id}
            nextSortOrder={nextSortOrder}
            onSaved={editor.saved}
            onUploaded={editor.update}
            onCancel={editor.close}
          />
        )}
      </Dialog>
      <DeleteRecordDialog resource={subCategoriesResource} record={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
