/**
 * The details page's booking panel: packages (radio cards), upcoming dates
 * (chips) and "Book now", which carries the choices to the booking page in
 * its query. Visitors are told "Please login" and get the login modal. On
 * phones, while "Book now" is out of view, a bar at the bottom of the screen
 * holds the chosen package's price (or "From ₹X") and the same link.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { BookNowLink, StickyActionBar } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { bookPujaPath } from '../links';
import { DateChip } from './date-chip';
import { PackageOption } from './package-option';

/** Choose a package and a date, then go to the booking form. */
export function BookNowPanel({ puja }: { puja: PujaDetails }) {
  const { t } = useTranslation('puja');
  const [packageCode, setPackageCode] = useState<string>();
  const [date, setDate] = useState<string>();
  const bookable = puja.packages.length > 0 && puja.dates.length > 0;
  const action = useRef<HTMLDivElement>(null);
  const chosen = puja.packages.find((pkg) => pkg.code === packageCode);
  const to = bookPujaPath(puja._id, { packageCode, date });
  const label = puja.kind === 'pitr' ? t('details.bookPitr') : t('details.bookNow');

  return (
    <aside className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-lg font-bold text-gray-900">{t('details.packages')}</legend>
        <div className="flex flex-col gap-2">
          {puja.packages.map((pkg) => (
            <PackageOption
              key={pkg.code}
              pkg={pkg}
              name="details-package"
              checked={packageCode === pkg.code}
              onChange={() => setPackageCode(pkg.code)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-lg font-bold text-gray-900">{t('details.dates')}</legend>
        {puja.dates.length === 0 ? (
          <p className="text-sm text-gray-600">{t('details.noDates')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {puja.dates.map((d) => (
              <DateChip key={d} date={d} name="details-date" checked={date === d} onChange={() => setDate(d)} />
            ))}
          </div>
        )}
      </fieldset>
      {bookable && (
        <>
          <div ref={action}>
            <BookNowLink to={to} label={label} hint={t('details.bookHint')} />
          </div>
          <StickyActionBar
            anchor={action}
            label={t('details.stickyBar')}
            price={chosen ? formatRupees(chosen.price) : t('card.from', { price: formatRupees(puja.startingPrice) })}
          >
            <BookNowLink to={to} label={label} />
          </StickyActionBar>
        </>
      )}
    </aside>
  );
}
