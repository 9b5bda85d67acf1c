import { useTranslation } from 'react-i18next';
import { cn, formatRupees } from '@/lib/format';
import { percentOff } from '../format';

type PriceProps = { price: number; mrp: number; size?: 'md' | 'lg'; className?: string };

/** Selling price, and the struck MRP with "% off" when the MRP is higher (rupees). */
export function Price({ price, mrp, size = 'md', className }: PriceProps) {
  const { t } = useTranslation('shop');
  const off = percentOff(price, mrp);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-bold text-gray-900', size === 'lg' ? 'text-2xl' : 'text-base')}>
        <span className="sr-only">{t('price.label')} </span>
        {formatRupees(price)}
      </span>
      {off > 0 && (
        <>
          <s className={cn('text-gray-500', size === 'lg' ? 'text-base' : 'text-sm')}>
            <span className="sr-only">{t('price.mrp')} </span>
            {formatRupees(mrp)}
          </s>
          <span className={cn('font-semibold text-green-700', size === 'lg' ? 'text-base' : 'text-sm')}>
            {t('price.off', { percent: off })}
          </span>
        </>
      )}
    </p>
  );
}
