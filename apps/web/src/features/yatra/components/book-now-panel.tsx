/**
 * The details page's booking panel: the departures (radio cards, full and
 * closed ones disabled with the reason) and "Book now", which carries the
 * chosen departure to the booking page. Visitors are told "Please login" and
 * get the login modal. On phones, while "Book now" is out of view, a bar at
 * the bottom of the screen holds "From ₹X per person" and the same link.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YatraDetails } from '@seva/contracts';
import { BookNowLink, StickyActionBar } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { bookYatraPath } from '../links';
import { DepartureOption } from './departure-option';

/** Choose a departure, then go to the booking form. */
export function BookNowPanel({ yatra }: { yatra: YatraDetails }) {
  const { t } = useTranslation('yatra');
  const open = yatra.departures.filter((d) => d.bookable && d.seatsLeft > 0);
  const [departureId, setDepartureId] = useState(open[0]?._id);
  const action = useRef<HTMLDivElement>(null);
  const from = t('card.from', { price: formatRupees(yatra.startingPrice) });

  return (
    <aside className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <p className="text-lg font-bold text-gray-900">{from}</p>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-lg font-bold text-gray-900">{t('details.departures')}</legend>
        {yatra.departures.length === 0 ? (
          <p className="text-sm text-gray-600">{t('details.noDepartures')}</p>
        ) : (
          <div className="flex flex-col gap-2">
            {yatra.departures.map((departure) => (
              <DepartureOption
                key={departure._id}
                departure={departure}
                name="details-departure"
                checked={departureId === departure._id}
                onChange={() => setDepartureId(departure._id)}
              />
            ))}
          </div>
        )}
      </fieldset>
      {open.length > 0 ? (
        <>
          <div ref={action}>
            <BookNowLink
              to={bookYatraPath(yatra._id, departureId)}
              label={t('details.bookNow')}
              hint={t('details.bookHint')}
            />
          </div>
          <StickyActionBar anchor={action} label={t('details.stickyBar')} price={from}>
            <BookNowLink to={bookYatraPath(yatra._id, departureId)} label={t('details.bookNow')} />
          </StickyActionBar>
        </>
      ) : (
        yatra.departures.length > 0 && <p className="text-sm text-gray-600">{t('details.allClosed')}</p>
      )}
    </aside>
  );
}
