/**
 * The day-by-day itinerary as an accordion (WAI-ARIA pattern): each day's
 * title is a button in a heading that shows or hides its details; day 1
 * starts open, and one button opens or closes every day at once.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YatraDetails } from '@seva/contracts';
import { cn } from '@/lib/format';

type Day = YatraDetails['itinerary'][number];

export function Itinerary({ days }: { days: Day[] }) {
  const { t } = useTranslation('yatra');
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(days.slice(0, 1).map((d) => d.day)));
  const allOpen = days.length > 0 && days.every((d) => open.has(d.day));
  if (days.length === 0) return null;

  const toggle = (day: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(day)) next.add(day);
      return next;
    });

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {t('details.itinerary')}
        </h2>
        <button
          type="button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(days.map((d) => d.day)))}
          className="text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {allOpen ? t('details.collapseAll') : t('details.expandAll')}
        </button>
      </div>
      <ol className="mt-2 flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-100">
        {days.map((day) => {
          const expanded = open.has(day.day);
          const panelId = `${id}-day-${day.day}`;
          return (
            <li key={day.day}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(day.day)}
                  className="flex min-h-12 w-full items-center gap-3 px-3 py-2 text-left hover:bg-primary-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
                >
                  <span className="min-w-14 shrink-0 rounded-full bg-primary-50 px-2 py-0.5 text-center text-xs font-semibold text-primary">
                    {t('details.day', { day: day.day })}
                  </span>{' '}
                  <span className="min-w-0 flex-1 font-semibold text-gray-900">{day.title}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className={cn('size-4 shrink-0 text-gray-500 transition-transform', expanded && 'rotate-180')}
                  >
                    <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
                  </svg>
                </button>
              </h3>
              <div id={panelId} role="region" aria-label={day.title} hidden={!expanded} className="px-3 pb-3">
                <p className="text-sm leading-relaxed text-gray-700">{day.details}</p>
                <p className="mt-1 text-xs text-gray-500">{t('details.overnight', { place: day.overnight })}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
