/**
 * The static parts of the landing page: the hero, how it works (create a
 * profile → search → connect) and why families can trust the service
 * (verified profiles, private photos and contact, kundli matching).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon, LockIcon, SearchIcon, ShieldIcon, StarIcon, UserPlusIcon } from '@/components/ui';
import { LandingActions } from './landing-actions';

export function LandingHero() {
  const { t } = useTranslation('milan');
  return (
    <section
      aria-labelledby="milan-hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-50 via-orange-50 to-rose-50 px-5 py-10 sm:px-10 sm:py-14"
    >
      {/* A soft marigold mandala behind the words. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -top-10 -right-16 size-64 text-primary-200/60 sm:size-80"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        {Array.from({ length: 12 }, (_, i) => (
          <ellipse key={i} cx="100" cy="55" rx="14" ry="42" transform={`rotate(${i * 30} 100 100)`} />
        ))}
        <circle cx="100" cy="100" r="18" />
        <circle cx="100" cy="100" r="88" />
      </svg>
      <div className="relative max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-primary-dark uppercase">{t('landing.eyebrow')}</p>
        <h1 id="milan-hero-title" className="mt-2 text-3xl leading-tight font-extrabold text-gray-900 sm:text-5xl">
          {t('landing.heroTitle')}
        </h1>
        <p className="mt-4 text-base text-gray-700 sm:text-lg">{t('landing.heroBody')}</p>
        <LandingActions className="mt-6" />
      </div>
    </section>
  );
}

function Tile({ icon, title, body, step }: { icon: ReactNode; title: string; body: string; step?: number }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100">
      <span className="relative grid size-12 shrink-0 place-items-center rounded-full bg-primary-50 text-primary">
        {icon}
        {step !== undefined && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 grid size-5 place-items-center rounded-full bg-primary text-xs font-bold text-white"
          >
            {step}
          </span>
        )}
      </span>
      <div>
        <h3 className="font-semibold text-gray-900">{title}</h3>
        <p className="mt-1 text-sm text-gray-600">{body}</p>
      </div>
    </li>
  );
}

const STEPS = [
  { key: 'create', icon: <UserPlusIcon className="size-6" /> },
  { key: 'search', icon: <SearchIcon className="size-6" /> },
  { key: 'connect', icon: <HeartIcon className="size-6" /> },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('milan');
  return (
    <section aria-labelledby="milan-how-title">
      <h2 id="milan-how-title" className="text-2xl font-bold text-gray-900">
        {t('landing.howTitle')}
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <Tile
            key={step.key}
            step={index + 1}
            icon={step.icon}
            title={t(`landing.steps.${step.key}.title`)}
            body={t(`landing.steps.${step.key}.body`)}
          />
        ))}
      </ol>
    </section>
  );
}

const TRUST = [
  { key: 'verified', icon: <ShieldIcon className="size-6" /> },
  { key: 'privacy', icon: <LockIcon className="size-6" /> },
  { key: 'kundli', icon: <StarIcon className="size-6" /> },
] as const;

export function TrustPoints() {
  const { t } = useTranslation('milan');
  return (
    <section aria-labelledby="milan-trust-title">
      <h2 id="milan-trust-title" className="text-2xl font-bold text-gray-900">
        {t('landing.trustTitle')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {TRUST.map((point) => (
          <Tile
            key={point.key}
            icon={point.icon}
            title={t(`landing.trust.${point.key}.title`)}
            body={t(`landing.trust.${point.key}.body`)}
          />
        ))}
      </ul>
    </section>
  );
}

export function ClosingCall() {
  const { t } = useTranslation('milan');
  return (
    <section
      aria-labelledby="milan-closing-title"
      className="rounded-3xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-gray-100 sm:px-10"
    >
      <h2 id="milan-closing-title" className="text-2xl font-bold text-gray-900">
        {t('landing.closingTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-gray-600">{t('landing.closingBody')}</p>
      <LandingActions className="mt-5 justify-center min-[420px]:justify-center" />
    </section>
  );
}
