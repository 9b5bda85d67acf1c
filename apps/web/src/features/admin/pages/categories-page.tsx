/** Admin → Categories: every shop category with its product count; create and edit in a dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@seva/contracts';
import { Button, Dialog, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useShopCategories } from '../api/get-shop-categories';
import { ActiveBadge } from '../components/badges';
import { CategoryForm } from '../components/category-form';
import { ListError, ListSkeleton } from '../components/list-states';

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
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-gray-900">{t('shop.categories.title')}</h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {categories.data ? t('shop.categories.count', { count: list.length }) : '\u00a0'}
          </p>
        </div>
        <Button onClick={() => setEditing({})}>{t('shop.categories.new')}</Button>
      </header>

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
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full min-w-[560px] text-left text-sm">
            <caption className="sr-only">{t('shop.categories.caption')}</caption>
            <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase">
              <tr>
                {(['name', 'slug', 'products', 'order', 'state'] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {t(`shop.categories.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.map((category) => (
                <tr key={category._id} className="hover:bg-gray-50">
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      aria-label={`${t('shop.edit')} ${category.name}`}
                      onClick={() => setEditing({ category })}
                      className="text-left font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      {category.name}
                    </button>
                  </td>
                  <td className="px-4 py-3 font-mono text-xs text-gray-600">{category.slug}</td>
                  <td className="px-4 py-3">{category.productCount}</td>
                  <td className="px-4 py-3">{category.sortOrder}</td>
                  <td className="px-4 py-3">
                    <ActiveBadge active={category.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
