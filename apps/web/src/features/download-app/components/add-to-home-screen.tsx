/**
 * The installable web app's part of "Download our app" (issue 23): *Add to home screen* where the browser has
 * offered to install Seva (it fired `beforeinstallprompt`, lib/pwa/install-prompt.ts), the Share → Add to Home
 * Screen hint on iPhone and iPad Safari, nothing where Seva already runs installed or the browser cannot install it.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { promptInstall, useInstallOffer } from '@/lib/pwa/install-prompt';

export function AddToHomeScreen({ onInstalled }: { onInstalled: () => void }) {
  const { t } = useTranslation('pwa');
  const offer = useInstallOffer();
  if (offer === 'none') return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-primary-100 bg-primary-50 p-3">
      <p className="text-sm text-gray-700">{t('install.description')}</p>
      {offer === 'prompt' ? (
        <Button
          onClick={() =>
            void promptInstall().then((outcome) => {
              if (outcome === 'accepted') onInstalled();
            })
          }
        >
          {t('install.button')}
        </Button>
      ) : (
        <p className="text-sm font-medium text-gray-900">{t('install.iosHint')}</p>
      )}
    </div>
  );
}
