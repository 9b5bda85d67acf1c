/**
 * The home page's puja and yatra strips, composed in the app layer because
 * they read the puja and yatra features' lists (their query options, so the
 * list pages open from the same cache) and features never import each other.
 * Upcoming pujas are those with a next date, soonest first; yatras those with
 * an open departure, soonest first. Dates through lib/format, with no clock
 * read, so the prerendered HTML and the first browser render agree.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PujaSummary, YatraSummary } from '@seva/contracts';
import { HomeBand } from '@/features/home/components/home-band';
import { pujasQueryOptions } from '@/features/puja/api/get-pujas';
import { useLocalized } from '@/lib/localized-content';
import { pujaDetailsPath } from '@/features/puja/links';
import { yatrasQueryOptions } from '@/features/yatra/api/get-yatras';
import { yatraDetailsPath } from '@/features/yatra/links';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format';

/** How many cards a strip shows; "see all" opens the rest. */
const STRIP_LENGTH = 8;

/** The items with a date, soonest first (ISO dates sort as text), at most STRIP_LENGTH. */
function soonest<T>(items: readonly T[] | undefined, dateOf: (item: T) => string | null): T[] {
  return (items ?? [])
    .filter((item) => dateOf(item) !== null)
    .sort((a, b) => (dateOf(a) ?? '').localeCompare(dateOf(b) ?? ''))
    .slice(0, STRIP_LENGTH);
}

/** Pujas and pitr rituals by their next date, with the temple and place. */
export function UpcomingPujas() {
  const { t } = useTranslation('home');
  const pujas = useQuery({ ...pujasQueryOptions(), select: useLocalized().all });
  return (
    <HomeBand<PujaSummary>
      name="pujas"
      leading
      seeAll={paths.puja.root}
      intro={t('media.pujas.intro')}
      loading={pujas.isPending}
      items={soonest(pujas.data, (puja) => puja.nextDate)}
      aspect="square"
      card={(puja) => ({
        href: pujaDetailsPath(puja._id),
        image: puja.image,
        title: puja.name,
        meta: t('media.pujas.temple', { temple: puja.temple, location: puja.location }),
        date: puja.nextDate
          ? { iso: puja.nextDate, text: t('media.pujas.next', { date: formatCalendarDate(puja.nextDate) }) }
          : undefined,
      })}
    />
  );
}

/** Yatras by their next open departure, with the region. */
export function NextYatras() {
  const { t } = useTranslation('home');
  const yatras = useQuery({ ...yatrasQueryOptions(), select: useLocalized().all });
  return (
    <HomeBand<YatraSummary>
      name="yatras"
      seeAll={paths.yatra.root}
      intro={t('media.yatras.intro')}
      loading={yatras.isPending}
      items={soonest(yatras.data, (yatra) => yatra.nextDeparture)}
      aspect="square"
      card={(yatra) => ({
        href: yatraDetailsPath(yatra._id),
        image: yatra.image,
        title: yatra.name,
        meta: yatra.region,
        date: yatra.nextDeparture
          ? {
              iso: yatra.nextDeparture,
              text: t('media.yatras.departs', { date: formatCalendarDate(yatra.nextDeparture) }),
            }
          : undefined,
      })}
    />
  );
}
