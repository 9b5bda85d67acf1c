/**
 * /religious/daily-darshan: the day's darshan by temple (temple chips, the
 * choice in `?temple=`), its pictures with a full-screen view, and earlier
 * days as date chips (`?date=YYYY-MM-DD`). Says which day is shown when it
 * is not today (today's not posted yet, or an earlier day chosen). The day
 * fails silently to the empty state (SPEC §8).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LinkChips, PageContainer } from '@/components/ui';
import { cn, indiaToday } from '@/lib/format';
import { useLocalizedName } from '@/lib/localized-name';
import { usePageTitle } from '@/lib/use-page-title';
import { useDarshanToShow, validDate } from '../api/get-daily-darshan';
import { DarshanPanel } from '../components/darshan-panel';
import { DarshanSkeleton } from '../components/darshan-skeleton';
import { formatDay } from '../format';
import { DATE_PARAM, TEMPLE_PARAM, darshanPath } from '../links';

export default function DailyDarshanPage() {
  const { t, i18n } = useTranslation('darshan');
  const localName = useLocalizedName();
  const daysHeadingId = useId();
  const [params] = useSearchParams();
  const askedDate = validDate(params.get(DATE_PARAM));
  const templeId = params.get(TEMPLE_PARAM) ?? '';
  const { day, isPending, isSwitching } = useDarshanToShow(askedDate);
  usePageTitle(t('title'));

  const today = indiaToday();
  const darshans = day?.data ?? [];
  const selected = darshans.find((d) => d.temple._id === templeId) ?? darshans[0];
  const shownDate = day?.date ?? '';
  // The chips keep the temple when it has darshan that day; the page falls back to the first otherwise.
  const temple = selected?.temple._id;

  let body;
  if (isPending) body = <DarshanSkeleton />;
  else if (!selected) body = <EmptyState title={t('empty.title')} description={t('empty.body')} />;
  else
    body = (
      <div
        className={cn('flex flex-col gap-5 transition-opacity', isSwitching && 'opacity-60')}
        aria-busy={isSwitching || undefined}
      >
        {darshans.length > 1 && (
          <LinkChips
            label={t('temples')}
            chips={darshans.map((d) => ({
              key: d.temple._id,
              label: localName(d.temple),
              to: darshanPath({ date: askedDate, temple: d.temple._id }),
              current: d === selected,
            }))}
          />
        )}
        <DarshanPanel key={selected._id} darshan={selected} />
      </div>
    );

  const days = day?.days ?? [];
  return (
    <PageContainer>
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">{t('subtitle')}</p>
        {shownDate && selected && (
          <p className="mt-3 text-base font-semibold text-gray-900">
            {shownDate === today ? t('date.today') : t('date.of')}{' '}
            <time dateTime={shownDate}>{formatDay(shownDate, i18n.language)}</time>
          </p>
        )}
        {shownDate && selected && shownDate !== today && !askedDate && (
          <p role="status" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('date.notYet')}
          </p>
        )}
        {askedDate && shownDate !== today && (
          <Link
            to={darshanPath({ temple })}
            replace
            className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-primary-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t('date.backToToday')}
          </Link>
        )}
      </header>
      {body}
      {days.length > 1 && (
        <section aria-labelledby={daysHeadingId} className="mt-8">
          <h2 id={daysHeadingId} className="mb-3 text-lg font-bold text-gray-900">
            {t('days.title')}
          </h2>
          <LinkChips
            label={t('days.title')}
            chips={days.map((date) => ({
              key: date,
              label: (
                <time dateTime={date}>
                  {date === today ? t('days.today') : formatDay(date, i18n.language, 'short')}
                </time>
              ),
              to: darshanPath({ date: date === today ? undefined : date, temple }),
              current: date === shownDate,
            }))}
          />
        </section>
      )}
    </PageContainer>
  );
}
