import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { YATRA_ADULT_MIN_AGE, YATRA_OCCUPANCIES, type YatraPricing } from '@seva/contracts';
import { formatRupees } from '@/lib/format';

const cell = 'px-3 py-2 text-left';

/** Prices per person: adults by room sharing, children 5–11, and under 5 free. */
export function PricingTable({ pricing }: { pricing: YatraPricing }) {
  const { t } = useTranslation('yatra');
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {t('pricing.title')}
      </h2>
      <div className="mt-2 overflow-x-auto rounded-xl border border-gray-100">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('pricing.title')}</caption>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className={cell}>
                {t('pricing.who')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('pricing.price')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 text-gray-900">
            {YATRA_OCCUPANCIES.map((occupancy) => (
              <tr key={occupancy}>
                <th scope="row" className={`${cell} font-normal`}>
                  {t(`pricing.${occupancy}`)}
                </th>
                <td className={`${cell} text-right font-semibold`}>{formatRupees(pricing[occupancy])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${cell} font-normal`}>
                {t('pricing.child')}
              </th>
              <td className={`${cell} text-right font-semibold`}>{formatRupees(pricing.child)}</td>
            </tr>
            <tr>
              <th scope="row" className={`${cell} font-normal`}>
                {t('pricing.infant')}
              </th>
              <td className={`${cell} text-right font-semibold text-green-700`}>{t('pricing.free')}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-gray-500">{t('pricing.note', { age: YATRA_ADULT_MIN_AGE })}</p>
    </section>
  );
}
