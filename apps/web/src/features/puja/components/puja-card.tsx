import { useTranslation } from 'react-i18next';
import type { PujaSummary } from '@seva/contracts';
import { CatalogueCard } from '@/components/ui';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { formatAmount } from '../format';
import { pujaDetailsPath } from '../links';

/**
 * One puja in the list: image, name, deity, temple and place, next date,
 * "From ₹X" and, smaller, its dollar price outside India. A row (thumbnail beside the text) on phones, a tile from 640 px.
 */
/** `eager`: the list's first card, whose picture loads at once. */
export function PujaCard({ puja, eager }: { puja: PujaSummary; eager?: boolean }) {
  const { t } = useTranslation('puja');
  return (
    <CatalogueCard
      href={pujaDetailsPath(puja._id)}
      eager={eager}
      image={puja.image}
      name={puja.name}
      eyebrow={puja.kind === 'pitr' ? t('card.pitr') : undefined}
      price={t('card.from', { price: formatRupees(puja.startingPrice) })}
      priceNote={t('card.abroad', { price: formatAmount(puja.startingPriceUsd, 'USD') })}
    >
      <p className="text-sm text-gray-600">{t('card.deity', { deity: puja.deity })}</p>
      <p className="text-sm text-gray-700">
        {puja.temple}, {puja.location}
      </p>
      <p className="text-sm text-gray-600">
        {puja.nextDate ? (
          <time dateTime={puja.nextDate}>{t('card.next', { date: formatCalendarDate(puja.nextDate) })}</time>
        ) : (
          t('card.noDate')
        )}
      </p>
    </CatalogueCard>
  );
}
