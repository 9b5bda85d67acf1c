import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PujaSummary } from '@seva/contracts';

type PujaHeadingProps = { puja: PujaSummary; title?: string; children?: ReactNode };

/** A puja's h1 (its name, or `title`), deity, temple and place; `children` go under them. */
export function PujaHeading({ puja, title, children }: PujaHeadingProps) {
  const { t } = useTranslation('puja');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {puja.kind === 'pitr' && <p className="text-sm font-semibold text-primary">{t('card.pitr')}</p>}
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title ?? puja.name}</h1>
      <p className="text-sm text-gray-600">{t('card.deity', { deity: puja.deity })}</p>
      <p className="text-base text-gray-800">
        {puja.temple}, {puja.location}
      </p>
      {children}
    </div>
  );
}
