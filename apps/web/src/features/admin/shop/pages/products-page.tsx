/**
 * Admin → Products: every product (active or hidden), searchable and filtered
 * by category and state, paged; create and edit in a dialog with the picture.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { useShopCategories } from '../api/get-shop-categories';
import { useShopProducts, type ShopProductsQuery } from '../api/get-shop-products';
import { ActiveFilter, asActive, FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { ListHeader } from '../../shared/components/list-header';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { ProductForm } from '../components/product-form';
import { ProductsTable } from '../components/products-table';
import { SearchField } from '../../shared/components/search-field';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

type Editing = { product?: AdminProduct } | null;

export default function ProductsPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: ShopProductsQuery = {
    q: get('q'),
    categoryId: get('categoryId'),
    active: asActive(get('active')),
    hindi: asHindiFilter(get('hindi')),
    page,
    pageSize: PAGE_SIZE,
  };
  const products = useShopProducts(query);
  const categories = useShopCategories();
  const categoryList = categories.data?.data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const filtered = Boolean(query.q || query.categoryId || query.active || query.hindi);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('shop.products.title')}
        count={products.data ? t('shop.products.count', { count: products.data.total }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('shop.products.new')}</Button>}
      />

      <FilterBar>
        <SearchField
          label={t('shop.products.search')}
          placeholder={t('shop.products.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
        <FilterSelect
          label={t('shop.products.category')}
          value={query.categoryId}
          all={t('shop.products.allCategories')}
          options={categoryList.map((category) => ({ value: category._id, label: category.name }))}
          onChange={(categoryId) => set({ categoryId })}
          maxWidth="sm:max-w-xs"
        />
        <ActiveFilter value={query.active} onChange={(active) => set({ active })} />
        <HindiFilter value={query.hindi} onChange={(hindi) => set({ hindi })} />
      </FilterBar>

      <PagedList
        list={products}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'shop.products')}
        onClearFilters={filtered ? () => set({ q: '', categoryId: '', active: '', hindi: '' }) : undefined}
      >
        {(results) => <ProductsTable products={results} onEdit={(product) => setEditing({ product })} />}
      </PagedList>

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
