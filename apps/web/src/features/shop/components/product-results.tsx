import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, EmptyState, LoadError, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/format';
import { useProducts, type ProductFilter } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useAddToCartAction } from '../hooks/use-add-to-cart-action';

/** The products for a filter: skeleton, error with retry, empty state, or the grid with "Load more". */
export function ProductResults({ filter }: { filter: ProductFilter }) {
  const { t } = useTranslation('shop');
  const products = useProducts(filter);
  // A page of cards is React's biggest render here: from the deferred answer React builds it in slices it
  // can interrupt, so a cheap phone stays responsive (no long task) while the grid fills in.
  const pages = useDeferredValue(products.data?.pages);
  const { add, pendingId } = useAddToCartAction();

  if (products.isError) {
    return <LoadError message={t('products.loadFailed')} onRetry={() => void products.refetch()} />;
  }
  if (!pages) return <ProductGridSkeleton />;

  const items = pages.flatMap((page) => page.data);
  const total = pages.at(-1)?.total ?? items.length;
  if (items.length === 0) {
    const filtered = Boolean(filter.categoryId || filter.search);
    return (
      <EmptyState
        title={t('products.emptyTitle')}
        description={filtered ? t('products.emptyFiltered') : t('products.emptyAll')}
        action={
          filtered ? (
            <Link to={paths.products.root} className={buttonClasses('secondary')}>
              {t('products.showAll')}
            </Link>
          ) : undefined
        }
      />
    );
  }

  return (
    <div
      className={cn('flex flex-col gap-4 transition-opacity', products.isPlaceholderData && 'opacity-60')}
      aria-busy={products.isPlaceholderData || undefined}
    >
      <p className="text-sm text-gray-600" aria-live="polite">
        {t('products.count', { shown: items.length, count: total })}
      </p>
      <ProductGrid label={t('products.gridLabel')}>
        {items.map((product, index) => (
          <li key={product._id} className="flex">
            {/* The first row on a phone (two across) holds the page's largest paint. */}
            <ProductCard
              product={product}
              adding={pendingId === product._id}
              onAdd={(p) => void add(p)}
              priority={index < 2}
            />
          </li>
        ))}
      </ProductGrid>
      {products.hasNextPage && (
        <Button
          variant="secondary"
          className="mx-auto w-full sm:w-auto"
          loading={products.isFetchingNextPage}
          onClick={() => void products.fetchNextPage()}
        >
          {t('products.loadMore')}
        </Button>
      )}
      {products.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-700">
          {t('products.loadMoreFailed')}
        </p>
      )}
    </div>
  );
}
