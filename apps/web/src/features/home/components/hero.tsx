/**
 * The top of the home page: the page's only h1 and, from the small
 * breakpoint, one line on what Seva is. Kept to two short lines on a phone so
 * the service grid below it is on the first screen.
 */
import { useTranslation } from 'react-i18next';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <header className="pt-1">
      <p className="text-xs font-semibold tracking-wide text-primary-dark uppercase">{t('hero.eyebrow')}</p>
      <h1 className="mt-1 text-xl leading-snug font-bold text-gray-900 sm:text-3xl">{t('hero.title')}</h1>
      <p className="mt-2 hidden max-w-3xl text-base text-gray-700 sm:block">{t('hero.intro')}</p>
    </header>
  );
}
