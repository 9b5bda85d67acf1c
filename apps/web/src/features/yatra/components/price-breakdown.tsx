/**
 * The live price of the booking as the form stands: adults × the room-sharing
 * rate, children 5–11 × the child rate, under 5 free, and the total (only
 * once every traveller's age is in). Announced politely as it changes.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { YatraOccupancy, YatraPricing } from '@seva/contracts';
import { formatRupees } from '@/lib/format';
import { parseAge } from '../form/booking-form-schema';
import { yatraPrice } from '../price';

type PriceBreakdownProps = { pricing: YatraPricing; occupancy: YatraOccupancy; ages: string[] };

function Line({ label, amount, strong = false }: { label: ReactNode; amount: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 pt-2 text-base font-bold' : 'flex justify-between gap-4'}>
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 text-right">{amount}</dd>
    </div>
  );
}

export function PriceBreakdown({ pricing, occupancy, ages }: PriceBreakdownProps) {
  const { t } = useTranslation('yatra');
  const known = ages.map(parseAge).filter((age): age is number => age !== null);
  const missing = ages.length - known.length;
  const price = yatraPrice(pricing, occupancy, known);

  return (
    <section
      aria-labelledby="yatra-price"
      aria-live="polite"
      className="rounded-xl bg-gray-50 p-4 text-sm text-gray-800"
      data-testid="price-breakdown"
    >
      <h2 id="yatra-price" className="mb-2 text-base font-bold text-gray-900">
        {t('price.title')}
      </h2>
      <dl className="flex flex-col gap-1">
        {price.adults > 0 && (
          <Line
            label={t('price.adults', {
              count: price.adults,
              rate: formatRupees(price.adultRate),
              occupancy: t(`occupancy.${occupancy}`),
            })}
            amount={formatRupees(price.adultsTotal)}
          />
        )}
        {price.children > 0 && (
          <Line
            label={t('price.children', { count: price.children, rate: formatRupees(price.childRate) })}
            amount={formatRupees(price.childrenTotal)}
          />
        )}
        {price.infants > 0 && <Line label={t('price.infants', { count: price.infants })} amount={t('pricing.free')} />}
        <div className="mt-1 border-t border-gray-200">
          <Line label={t('price.total')} amount={missing > 0 ? '—' : formatRupees(price.total)} strong />
        </div>
      </dl>
      {missing > 0 && <p className="mt-2 text-xs text-gray-600">{t('price.agesNeeded', { count: missing })}</p>}
    </section>
  );
}
