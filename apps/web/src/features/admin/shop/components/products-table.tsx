import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@seva/contracts';
import { formatMoney } from '../../shared/format';
import { RecordStateBadges } from '../../shared/components/hindi-fields';
import { DataTable, NameCell } from '../../shared/components/data-table';

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
    <DataTable
      caption={t('shop.products.caption')}
      columns={COLUMNS.map((column) => t(`shop.products.columns.${column}`))}
      minWidth="min-w-[720px]"
    >
      {products.map((product) => (
        <tr key={product._id} className="hover:bg-gray-50">
          <NameCell image={product.image} name={product.name} detail={product.unit} onEdit={() => onEdit(product)} />
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
            <RecordStateBadges
              active={product.active}
              missing={product.hindiMissing}
              labelOf={(field) => t(`shop.products.fields.${field}`)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
