import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationSlab } from '@seva/contracts';
import { slabRows, type SlabRow } from '../format';

const cell = 'px-3 py-2 text-left';

/** The cancellation slabs as a table: how long before departure, and how much of the amount paid is kept. */
export function CancellationPolicy({ slabs }: { slabs: CancellationSlab[] }) {
  const { t } = useTranslation('yatra');
  const id = useId();
  if (slabs.length === 0) return null;

  const when = (row: SlabRow) => {
    switch (row.when) {
      case 'from':
        return t('cancellation.from', { min: row.min });
      case 'range':
        return t('cancellation.range', { min: row.min, max: row.max });
      case 'day':
        return t('cancellation.day', { count: row.min });
      case 'under':
        return t('cancellation.under', { count: row.days });
    }
  };
  const deduction = (percent: number) =>
    percent >= 100
      ? t('cancellation.noRefund')
      : percent <= 0
        ? t('cancellation.fullRefund')
        : t('cancellation.deducted', { percent });

  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {t('cancellation.title')}
      </h2>
      <div className="mt-2 overflow-x-auto rounded-xl border border-gray-100">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('cancellation.title')}</caption>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className={cell}>
                {t('cancellation.when')}
              </th>
              <th scope="col" className={cell}>
                {t('cancellation.deduction')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 text-gray-900">
            {slabRows(slabs).map((row, index) => (
              <tr key={index}>
                <th scope="row" className={`${cell} font-normal`}>
                  {when(row)}
                </th>
                <td className={`${cell} font-semibold`}>{deduction(row.deductPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-gray-500">{t('cancellation.note')}</p>
    </section>
  );
}
