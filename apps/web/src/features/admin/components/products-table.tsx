import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@seva/contracts';
import { formatMoney } from '../format';
import { ActiveBadge } from './badges';

const COLUMNS = ['product', 'category', 'price', 'mrp', 'stock', 'state'] as const;

/** One page of products; a name opens its editor (first column, so it is reachable at 360 px without scrolling). */
export function ProductsTable({
  products,
  onEdit,
}: {
  products: AdminProduct[];
  onEdit: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{t('shop.products.caption')}</caption>
        <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`shop.products.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {products.map((product) => (
            <tr key={product._id} className="hover:bg-gray-50">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  {product.image ? (
                    <img
                      src={product.image}
                      alt=""
                      className="size-10 shrink-0 rounded-md border border-gray-100 object-contain"
                    />
                  ) : (
                    <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-gray-100" />
                  )}
                  <div className="min-w-0">
                    <button
                      type="button"
                      aria-label={`${t('shop.edit')} ${product.name}`}
                      onClick={() => onEdit(product)}
                      className="text-left font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      {product.name}
                    </button>
                    <p className="text-xs text-gray-500">{product.unit}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                {product.categoryName}
                {!product.categoryActive && (
                  <span className="ml-1 text-xs text-gray-500">({t('shop.products.categoryHidden')})</span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatMoney(product.price)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-600">{formatMoney(product.mrp)}</td>
              <td className="px-4 py-3">
                {product.stock > 0 ? (
                  product.stock
                ) : (
                  <span className="font-medium text-red-700">{t('shop.products.outOfStock')}</span>
                )}
              </td>
              <td className="px-4 py-3">
                <ActiveBadge active={product.active} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
