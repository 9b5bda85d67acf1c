/**
 * /products/product-details?id=<id>: one product (GET get_product_details/:id)
 * with quantity, Add to cart and Go to cart; a 404 state for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN } from '@seva/contracts';
import { LoadError, PageContainer, Skeleton } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useProduct } from '../api/get-product';
import { Price } from '../components/price';
import { ProductNotFound } from '../components/product-not-found';
import { ProductPurchase } from '../components/product-purchase';
import { ProductTrail } from '../components/product-trail';
import { StockBadge } from '../components/stock-badge';

function DetailsSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-hidden="true" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

export default function ProductDetailsPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = RECORD_ID_PATTERN.test(id);
  const product = useProduct(id, valid);
  usePageTitle(product.data?.name ?? (valid ? undefined : t('details.notFoundTitle')));

  let body;
  if (!valid || (product.isError && product.error instanceof ApiError && product.error.status === 404)) {
    body = <ProductNotFound />;
  } else if (product.isPending) {
    body = <DetailsSkeleton />;
  } else if (product.isError) {
    body = <LoadError message={t('details.loadFailed')} onRetry={() => void product.refetch()} />;
  } else {
    const item = product.data;
    body = (
      <>
        <ProductTrail categoryId={item.categoryId} categoryName={item.categoryName} name={item.name} />
        <div className="grid gap-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2 md:gap-10">
          <img
            src={item.image}
            alt={item.name}
            width={400}
            height={400}
            className="aspect-square w-full rounded-xl bg-primary-50 object-cover"
          />
          <div className="flex min-w-0 flex-col gap-4">
            <div>
              <p className="text-sm font-medium text-primary">{item.categoryName}</p>
              <h1 className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">{item.name}</h1>
              <p className="mt-1 text-sm text-gray-600">{item.unit}</p>
            </div>
            <div className="flex flex-col gap-2">
              <Price price={item.price} mrp={item.mrp} size="lg" />
              <p className="text-xs text-gray-500">{t('price.taxes')}</p>
              <StockBadge inStock={item.inStock} stock={item.stock} showInStock />
            </div>
            <ProductPurchase key={item._id} product={item} />
            <section aria-labelledby="product-description" className="border-t border-gray-100 pt-4">
              <h2 id="product-description" className="font-semibold text-gray-900">
                {t('details.description')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-gray-700">{item.description}</p>
            </section>
          </div>
        </div>
      </>
    );
  }

  return <PageContainer width="xl">{body}</PageContainer>;
}
