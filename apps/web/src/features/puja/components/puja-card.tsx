import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PujaSummary } from '@seva/contracts';
import { formatRupees } from '@/lib/format';
import { formatPujaDate } from '../format';
import { pujaDetailsPath } from '../links';
import { PujaImage } from './puja-image';

/**
 * One puja in the list: image, name, deity, temple and place, next date and
 * "From ₹X". A row (thumbnail beside the text) on phones, a tile from 640 px.
 */
export function PujaCard({ puja }: { puja: PujaSummary }) {
  const { t } = useTranslation('puja');
  const href = pujaDetailsPath(puja._id);
  return (
    <article className="flex w-full gap-3 overflow-hidden rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:p-0">
      {/* The name below is the link's accessible twin; the image link is for pointers only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block w-28 shrink-0 self-start sm:w-full">
        <PujaImage src={puja.image} className="rounded-lg sm:rounded-none" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4">
        {puja.kind === 'pitr' && (
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t('card.pitr')}</p>
        )}
        <h3 className="text-base font-semibold text-gray-900">
          <Link to={href} className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary">
            {puja.name}
          </Link>
        </h3>
        <p className="text-sm text-gray-600">{t('card.deity', { deity: puja.deity })}</p>
        <p className="text-sm text-gray-700">
          {puja.temple}, {puja.location}
        </p>
        <p className="text-sm text-gray-600">
          {puja.nextDate ? (
            <time dateTime={puja.nextDate}>{t('card.next', { date: formatPujaDate(puja.nextDate) })}</time>
          ) : (
            t('card.noDate')
          )}
        </p>
        <p className="mt-auto pt-1 text-base font-bold text-gray-900">
          {t('card.from', { price: formatRupees(puja.startingPrice) })}
        </p>
      </div>
    </article>
  );
}
