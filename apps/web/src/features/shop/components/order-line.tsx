import { useTranslation } from 'react-i18next';
import { cn, formatRupees } from '@/lib/format';
import { ProductImage } from './product-image';

type OrderLineProps = {
  item: { image: string; name: string; quantity: number; price: number };
  /** The line total in rupees. */
  total: number;
  /** The pack size, shown after the name as "(1 kg)". */
  unit?: string;
  /** Cuts a long name to one line (the checkout summary's narrow column). */
  truncate?: boolean;
};

/** One bought line, in the checkout summary and in past orders: picture, name (pack size), "Qty 2 · ₹149 each", line total. */
export function OrderLine({ item, total, unit, truncate = false }: OrderLineProps) {
  const { t } = useTranslation('shop');
  return (
    <li className="flex items-center gap-3 text-sm">
      <ProductImage src={item.image} className="size-12 shrink-0 rounded-md bg-primary-50 object-cover" />
      <span className="min-w-0 flex-1">
        <span className={cn('block font-medium text-gray-900', truncate && 'truncate')}>
          {item.name}
          {unit !== undefined && <span className="font-normal text-gray-600"> ({unit})</span>}
        </span>
        <span className="block text-xs text-gray-600">
          {t('summary.qty', { count: item.quantity, price: formatRupees(item.price) })}
        </span>
      </span>
      <span className="font-semibold text-gray-900">{formatRupees(total)}</span>
    </li>
  );
}
