import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { YatraSummary } from '@seva/contracts';
import { formatRupees } from '@/lib/format';
import { formatYatraDate } from '../format';
import { yatraDetailsPath } from '../links';
import { Duration } from './duration';
import { SeatsLeft } from './seats-left';
import { YatraImage } from './yatra-image';

/**
 * One yatra in the list: image, name, region, "11N/12D", start city, "From
 * ₹X per person", the next departure and its seats left. A row (thumbnail
 * beside the text) on phones, a tile from 640 px.
 */
export function YatraCard({ yatra }: { yatra: YatraSummary }) {
  const { t } = useTranslation('yatra');
  const href = yatraDetailsPath(yatra._id);
  return (
    <article className="flex w-full gap-3 overflow-hidden rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:p-0">
      {/* The name below is the link's accessible twin; the image link is for pointers only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block w-28 shrink-0 self-start sm:w-full">
        <YatraImage src={yatra.image} className="rounded-lg sm:rounded-none" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          <Duration nights={yatra.nights} days={yatra.days} />
        </p>
        <h3 className="text-base font-semibold text-gray-900">
          <Link to={href} className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary">
            {yatra.name}
          </Link>
        </h3>
        <p className="text-sm text-gray-700">{yatra.region}</p>
        <p className="text-sm text-gray-600">{t('card.startCity', { city: yatra.startCity })}</p>
        <div className="text-sm text-gray-600">
          {yatra.nextDeparture ? (
            <>
              <p>
                <time dateTime={yatra.nextDeparture}>
                  {t('card.next', { date: formatYatraDate(yatra.nextDeparture) })}
                </time>
              </p>
              <SeatsLeft count={yatra.seatsLeft} />
            </>
          ) : (
            <p>{t('card.noDeparture')}</p>
          )}
        </div>
        <p className="mt-auto pt-1 text-base font-bold text-gray-900">
          {t('card.from', { price: formatRupees(yatra.startingPrice) })}
        </p>
      </div>
    </article>
  );
}
