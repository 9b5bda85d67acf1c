/**
 * Admin → Products: every product (active or hidden), searchable and filtered
 * by category and state, paged; create and edit in a dialog with the picture.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@seva/contracts';
import { Button, Dialog, EmptyState, SelectField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useShopCategories } from '../api/get-shop-categories';
import { useShopProducts, type ShopProductsQuery } from '../api/get-shop-products';
import { ListHeader } from '../components/list-header';
import { ListError, ListSkeleton } from '../components/list-states';
import { Pager } from '../components/pager';
import { ProductForm } from '../components/product-form';
import { ProductsTable } from '../components/products-table';
import { SearchField } from '../components/search-field';
import { useListParams } from '../components/use-list-params';

const PAGE_SIZE = 20;

type Editing = { product?: AdminProduct } | null;

export default function ProductsPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const activeParam = get('active');
  const query: ShopProductsQuery = {
    q: get('q'),
    categoryId: get('categoryId'),
    active: activeParam === 'true' || activeParam === 'false' ? activeParam : '',
    page,
    pageSize: PAGE_SIZE,
  };
  const products = useShopProducts(query);
  const categories = useShopCategories();
  const categoryList = categories.data?.data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const total = products.data?.total ?? 0;
  const filtered = Boolean(query.q || query.categoryId || query.active);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('shop.products.title')}
        count={products.data ? t('shop.products.count', { count: total }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('shop.products.new')}</Button>}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField
          label={t('shop.products.search')}
          placeholder={t('shop.products.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
        <SelectField
          label={t('shop.products.category')}
          value={query.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
          containerClassName="w-full sm:max-w-xs"
        >
          <option value="">{t('shop.products.allCategories')}</option>
          {categoryList.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('shop.products.state')}
          value={query.active}
          onChange={(event) => set({ active: event.target.value })}
          containerClassName="w-full sm:max-w-[10rem]"
        >
          <option value="">{t('shop.all')}</option>
          <option value="true">{t('shop.active')}</option>
          <option value="false">{t('shop.inactive')}</option>
        </SelectField>
      </div>

      {products.isPending ? (
        <ListSkeleton rows={8} />
      ) : products.isError ? (
        <ListError
          message={errorMessage(products.error, t('shop.products.loadFailed'))}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.results.length === 0 ? (
        <EmptyState
          title={filtered ? t('shop.products.noMatchTitle') : t('shop.products.emptyTitle')}
          description={filtered ? t('shop.products.noMatchBody') : t('shop.products.emptyBody')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => set({ q: '', categoryId: '', active: '' })}>
                {t('shop.products.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ProductsTable products={products.data.results} onEdit={(product) => setEditing({ product })} />
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={(next) => set({ page: next })} />
        </>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing?.product ? t('shop.products.editTitle', { name: editing.product.name }) : t('shop.products.newTitle')
        }
      >
        {editing &&
          (categoryList.length === 0 && !categories.isPending ? (
            <p className="text-gray-700">{t('shop.products.needCategory')}</p>
          ) : (
            <ProductForm
              key={editing.product?._id ?? 'new'}
              product={editing.product}
              categories={categoryList}
              onCancel={() => setEditing(null)}
              onSaved={(product, done) => setEditing(done ? null : { product })}
            />
          ))}
      </Dialog>
    </section>
  );
}
