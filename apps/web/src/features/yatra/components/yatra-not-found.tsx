import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

/** The 404 state of the details and booking pages: unknown, retired or malformed yatra id. */
export function YatraNotFound() {
  const { t } = useTranslation('yatra');
  return (
    <section className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-5xl font-extrabold text-primary">404</p>
      <h1 className="mt-3 text-2xl font-bold text-gray-900">{t('details.notFoundTitle')}</h1>
      <p className="mt-2 text-gray-600">{t('details.notFoundBody')}</p>
      <Link to={paths.yatra.root} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {t('details.browse')}
      </Link>
    </section>
  );
}
