import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { YatraSummary } from '@seva/contracts';
import { Duration } from './duration';

type YatraHeadingProps = { yatra: YatraSummary; title?: string; children?: ReactNode };

/** A yatra's h1 (its name, or `title`), "11N/12D", region and route; `children` go under them. */
export function YatraHeading({ yatra, title, children }: YatraHeadingProps) {
  const { t } = useTranslation('yatra');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-sm font-semibold text-primary">
        <Duration nights={yatra.nights} days={yatra.days} />
      </p>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title ?? yatra.name}</h1>
      <p className="text-base text-gray-800">{yatra.region}</p>
      <p className="text-sm text-gray-600">{t('details.route', { start: yatra.startCity, end: yatra.endCity })}</p>
      {children}
    </div>
  );
}
