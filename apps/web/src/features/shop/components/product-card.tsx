import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@seva/contracts';
import { Button } from '@/components/ui';
import { productDetailsPath } from '../links';
import { Price } from './price';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

type ProductCardProps = {
  product: Product;
  adding: boolean;
  onAdd: (product: Product) => void;
  /** The first cards of the grid: the image loads at once (ProductImage `priority`). */
  priority?: boolean;
};

/** One product in the grid: image, name, unit, price/MRP, stock badge and Add to cart. */
export function ProductCard({ product, adding, onAdd, priority }: ProductCardProps) {
  const { t } = useTranslation('shop');
  const href = productDetailsPath(product._id);
  const soldOut = !product.inStock || product.stock <= 0;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
      {/* The name below is the link's accessible twin; the image link is for pointers only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-primary-50">
        <ProductImage src={product.image} priority={priority} className="aspect-square w-full object-cover" />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {/* h2: the cards sit right under the page's h1 (headings in order, WCAG 1.3.1). */}
        <h2 className="line-clamp-2 text-sm font-semibold text-gray-900">
          <Link to={href} className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary">
            {product.name}
          </Link>
        </h2>
        <p className="text-xs text-gray-500">{product.unit}</p>
        <StockBadge inStock={product.inStock} stock={product.stock} />
        <Price price={product.price} mrp={product.mrp} className="mt-auto pt-1" />
        <Button
          size="sm"
          className="mt-2 w-full"
          disabled={soldOut}
          loading={adding}
          onClick={() => onAdd(product)}
          aria-label={t('grid.addNamed', { name: product.name })}
        >
          {t('grid.add')}
        </Button>
      </div>
    </article>
  );
}
