/**
 * /products: category chips (?category=<id>), a debounced search (?q=) and
 * the product grid with "Load more" (GET get_product_category, POST get_products).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN } from '@seva/contracts';
import { PageContainer, SearchBox } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useProductCategories } from '../api/get-categories';
import { CategoryChips } from '../components/category-chips';
import { ProductResults } from '../components/product-results';

/** The query string for a category and search text ('' drops a key). */
function queryFor(categoryId: string, q: string): string {
  const params = new URLSearchParams();
  if (categoryId) params.set('category', categoryId);
  if (q) params.set('q', q);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export default function ProductsPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category') ?? '';
  // Anything but a record id would only earn a 400: treat it as All.
  const categoryId = RECORD_ID_PATTERN.test(rawCategory) ? rawCategory : '';
  const q = (params.get('q') ?? '').trim();
  const categories = useProductCategories();
  const current = categories.data?.find((category) => category._id === categoryId);
  usePageTitle(current?.name ?? t('products.title'));

  const onSearch = useCallback(
    (next: string) => setParams(new URLSearchParams(queryFor(categoryId, next)), { replace: true }),
    [categoryId, setParams],
  );

  return (
    <PageContainer>
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{current?.name ?? t('products.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">{current?.description ?? t('products.subtitle')}</p>
      </header>
      <div className="mb-5 flex flex-col gap-3">
        <SearchBox
          label={t('products.searchLabel')}
          placeholder={t('products.searchPlaceholder')}
          value={q}
          onSearch={onSearch}
        />
        <CategoryChips
          categories={categories.data ?? []}
          selected={categoryId}
          loading={categories.isPending}
          hrefFor={(id) => `${paths.products.root}${queryFor(id, q)}`}
        />
      </div>
      <ProductResults filter={{ categoryId: categoryId || undefined, search: q || undefined }} />
    </PageContainer>
  );
}
