import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

/** "Out of stock" when nothing is left; on the details page also "In stock" / "Only N left". */
export function StockBadge({
  inStock,
  stock,
  showInStock = false,
  className,
}: {
  inStock: boolean;
  stock: number;
  showInStock?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('shop');
  const base = 'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
  if (!inStock || stock <= 0) {
    return <span className={cn(base, 'bg-gray-200 text-gray-800', className)}>{t('stock.out')}</span>;
  }
  if (!showInStock) return null;
  return (
    <span className={cn(base, stock <= 5 ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-800', className)}>
      {stock <= 5 ? t('stock.few', { count: stock }) : t('stock.in')}
    </span>
  );
}
