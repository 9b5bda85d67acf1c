import { useTranslation } from 'react-i18next';
import type { YatraSummary } from '@seva/contracts';
import { CatalogueCard } from '@/components/ui';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { yatraDetailsPath } from '../links';
import { Duration } from './duration';
import { SeatsLeft } from './seats-left';

/**
 * One yatra in the list: image, name, region, "11N/12D", start city, "From
 * ₹X per person", the next departure and its seats left. A row (thumbnail
 * beside the text) on phones, a tile from 640 px.
 */
/** `eager`: the list's first card, whose picture loads at once. */
export function YatraCard({ yatra, eager }: { yatra: YatraSummary; eager?: boolean }) {
  const { t } = useTranslation('yatra');
  return (
    <CatalogueCard
      href={yatraDetailsPath(yatra._id)}
      eager={eager}
      image={yatra.image}
      name={yatra.name}
      eyebrow={<Duration nights={yatra.nights} days={yatra.days} />}
      price={t('card.from', { price: formatRupees(yatra.startingPrice) })}
    >
      <p className="text-sm text-gray-700">{yatra.region}</p>
      <p className="text-sm text-gray-600">{t('card.startCity', { city: yatra.startCity })}</p>
      <div className="text-sm text-gray-600">
        {yatra.nextDeparture ? (
          <>
            <p>
              <time dateTime={yatra.nextDeparture}>
                {t('card.next', { date: formatCalendarDate(yatra.nextDeparture) })}
              </time>
            </p>
            <SeatsLeft count={yatra.seatsLeft} />
          </>
        ) : (
          <p>{t('card.noDeparture')}</p>
        )}
      </div>
    </CatalogueCard>
  );
}
