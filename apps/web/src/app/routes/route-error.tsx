import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui';

/**
 * Shown when a page throws while rendering or its code cannot load (for
 * example right after a new version was deployed): reloading fixes both.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <div role="alert" className="mx-auto mt-24 max-w-md px-4 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('error.title')}</h1>
      <p className="mt-2 text-gray-600">{t('error.body')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center justify-center font-medium text-primary hover:underline"
        >
          {t('goHome')}
        </a>
      </div>
    </div>
  );
}
