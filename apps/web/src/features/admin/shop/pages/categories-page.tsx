/** Admin → Categories: every shop category with its product count; create and edit in a dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@seva/contracts';
import { Button, Dialog, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useShopCategories } from '../api/get-shop-categories';
import { RecordStateBadges } from '../../shared/components/hindi-fields';
import { CategoryForm } from '../components/category-form';
import { DataTable, RowButton } from '../../shared/components/data-table';
import { ListHeader } from '../../shared/components/list-header';
import { ListError, ListSkeleton } from '../../shared/components/list-states';

const COLUMNS = ['name', 'slug', 'products', 'order', 'state'] as const;

/** The dialog's subject: a new category, or the one being edited. */
type Editing = { category?: AdminCategory } | null;

export default function CategoriesPage() {
  const { t } = useTranslation('admin');
  const categories = useShopCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const list = categories.data?.data ?? [];
  const nextSortOrder = list.reduce((max, c) => Math.max(max, c.sortOrder + 1), 0);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('shop.categories.title')}
        count={categories.data ? t('shop.categories.count', { count: list.length }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('shop.categories.new')}</Button>}
      />

      {categories.isPending ? (
        <ListSkeleton />
      ) : categories.isError ? (
        <ListError
          message={errorMessage(categories.error, t('shop.categories.loadFailed'))}
          onRetry={() => void categories.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('shop.categories.emptyTitle')} description={t('shop.categories.emptyBody')} />
      ) : (
        <DataTable
          caption={t('shop.categories.caption')}
          columns={COLUMNS.map((column) => t(`shop.categories.columns.${column}`))}
          minWidth="min-w-[560px]"
        >
          {list.map((category) => (
            <tr key={category._id} className="hover:bg-gray-50">
              <td className="px-4 py-3">
                <RowButton
                  label={`${t('shop.edit')} ${category.name}`}
                  onClick={() => setEditing({ category })}
                  className="text-left"
                >
                  {category.name}
                </RowButton>
              </td>
              <td className="px-4 py-3 font-mono text-xs text-gray-600">{category.slug}</td>
              <td className="px-4 py-3">{category.productCount}</td>
              <td className="px-4 py-3">{category.sortOrder}</td>
              <td className="px-4 py-3">
                <RecordStateBadges
                  active={category.active}
                  missing={category.hindiMissing}
                  labelOf={(field) => t(`shop.categories.fields.${field}`)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.category
            ? t('shop.categories.editTitle', { name: editing.category.name })
            : t('shop.categories.newTitle')
        }
      >
        {editing && (
          <CategoryForm category={editing.category} nextSortOrder={nextSortOrder} onDone={() => setEditing(null)} />
        )}
      </Dialog>
    </section>
  );
}
