/**
 * "You are offline. Showing what you saw last." (issue 23): a slim bar above the fixed header while the browser
 * has no connection; the pages the service worker kept still render below it. While it shows, `<html>` carries
 * `data-offline`, and index.css moves the header and the page down by the bar's height. The status region is
 * always in the page, so a screen reader announces the text when it appears.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './online-status';

export function OfflineBanner() {
  const { t } = useTranslation('pwa');
  const online = useOnline();

  useEffect(() => {
    document.documentElement.toggleAttribute('data-offline', !online);
    return () => document.documentElement.removeAttribute('data-offline');
  }, [online]);

  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50">
      {!online && (
        <p className="flex h-7 items-center justify-center bg-gray-900 px-3 text-center text-xs font-medium text-white">
          {t('offline')}
        </p>
      )}
    </div>
  );
}
