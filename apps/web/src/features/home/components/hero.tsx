/**
 * The top of the home page: the page's only h1, what Seva is in two lines,
 * and the two jobs most visitors come for (book a puja, recharge a phone).
 * The temple drawing is inline SVG and hidden from small screens and from
 * assistive technology.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

function TempleArt() {
  return (
    <svg
      viewBox="0 0 160 160"
      aria-hidden="true"
      focusable="false"
      className="hidden size-44 shrink-0 md:block lg:size-52"
    >
      <circle cx="80" cy="72" r="62" className="fill-primary-100" />
      <path d="M80 14v10" className="stroke-primary-dark" strokeWidth="3" strokeLinecap="round" />
      <path d="M80 14l14 5-14 5z" className="fill-primary" />
      <path d="M80 26c-14 14-26 34-28 56h56c-2-22-14-42-28-56z" className="fill-primary" />
      <path d="M44 82h72v10H44z" className="fill-primary-dark" />
      <path d="M50 92h60v42H50z" className="fill-primary-200" />
      <path d="M70 134v-22a10 10 0 0 1 20 0v22z" className="fill-primary-dark" />
      <path d="M32 134h96v8H32z" className="fill-primary-dark" />
      <path d="M80 44c3 4 4.5 6.5 4.5 8.8a4.5 4.5 0 0 1-9 0c0-2.3 1.5-4.8 4.5-8.8z" className="fill-primary-50" />
    </svg>
  );
}

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-hero-title"
      className="flex items-center gap-8 overflow-hidden rounded-2xl border border-primary-100 bg-linear-to-br from-primary-50 via-white to-primary-50 px-5 py-8 sm:px-10 sm:py-12"
    >
      <div className="min-w-0 flex-1">
        <p className="mb-3 inline-block rounded-full bg-primary-100 px-3 py-1 text-xs font-semibold tracking-wide text-primary-dark uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1 id="home-hero-title" className="text-3xl leading-tight font-bold text-gray-900 sm:text-4xl lg:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-gray-700 sm:text-lg">{t('hero.intro')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.puja.root} className={buttonClasses('primary', 'lg')}>
            {t('hero.bookPuja')}
          </Link>
          <Link to={paths.recharge} className={buttonClasses('secondary', 'lg')}>
            {t('hero.rechargeNow')}
          </Link>
        </div>
        <p className="mt-4 text-sm text-gray-600">{t('hero.note')}</p>
      </div>
      <TempleArt />
    </section>
  );
}
