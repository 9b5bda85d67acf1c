import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ComingSoonProps = {
  /** What is coming, e.g. "Recharge and bill payment". */
  title: string;
  description?: string;
  /** Links or buttons to somewhere that works (never a dead end). */
  actions?: ReactNode;
};

/** The honest body of a page whose feature has not shipped yet. */
export function ComingSoon({ title, description, actions }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-primary-100 bg-white px-5 py-10 text-center shadow-sm sm:px-10">
      <span aria-hidden="true" className="mb-4 grid size-16 place-items-center rounded-full bg-primary-50 text-primary">
        {/* A diya (oil lamp). */}
        <svg viewBox="0 0 32 32" className="size-9" fill="currentColor">
          <path d="M16 3c2.6 3.6 4 6 4 8.4a4 4 0 0 1-8 0C12 9 13.4 6.6 16 3z" />
          <path d="M3 17h26c0 5-5.8 9-13 9S3 22 3 17z" />
          <rect x="11" y="27" width="10" height="2.5" rx="1.25" />
        </svg>
      </span>
      <p className="mb-2 rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold tracking-wide text-primary uppercase">
        {t('comingSoon')}
      </p>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-3 text-gray-600">{description}</p>}
      {actions && <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>}
    </section>
  );
}
