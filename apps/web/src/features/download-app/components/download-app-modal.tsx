/**
 * "Download our app" (SPEC §1, §2): *Add to home screen* for the installable web app where the browser offers it
 * (issue 23), and the store links from the server branding.
 */
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Skeleton } from '@/components/ui';
import { useBranding } from '@/lib/branding';
import { closeModal } from '@/lib/modal-store';
import { AddToHomeScreen } from './add-to-home-screen';

const icons = {
  play: <path d="M5 3.5v17l14-8.5L5 3.5z" fill="currentColor" />,
  apple: (
    <path
      d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9s-1.8-.8-3-.8C7 7.4 5.5 8.4 4.7 9.9c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 2.9 2.4 1.2 0 1.6-.8 3-.8s1.8.8 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-4.2zM14.2 5.7c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
      fill="currentColor"
    />
  ),
};

function StoreLink({
  href,
  store,
  eyebrow,
  name,
}: {
  href: string;
  store: keyof typeof icons;
  eyebrow: string;
  name: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-14 items-center gap-3 rounded-xl bg-gray-900 px-4 py-2 text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
        {icons[store]}
      </svg>
      <span className="flex flex-col text-left leading-tight">
        <span className="text-xs opacity-80">{eyebrow}</span>
        <span className="text-base font-semibold">{name}</span>
      </span>
    </a>
  );
}

export function DownloadAppModal() {
  const { t } = useTranslation('layout');
  const branding = useBranding();

  return (
    <Dialog open onClose={closeModal} title={t('download.title')} description={t('download.description')} size="sm">
      <div className="flex flex-col gap-3">
        <AddToHomeScreen onInstalled={closeModal} />
        {branding.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : branding.isError || (!branding.data.playStoreUrl && !branding.data.appStoreUrl) ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-gray-700">{t('download.unavailable')}</p>
            <Button variant="secondary" onClick={() => void branding.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            {branding.data.playStoreUrl && (
              <StoreLink
                href={branding.data.playStoreUrl}
                store="play"
                eyebrow={t('download.googlePlayEyebrow')}
                name="Google Play"
              />
            )}
            {branding.data.appStoreUrl && (
              <StoreLink
                href={branding.data.appStoreUrl}
                store="apple"
                eyebrow={t('download.appStoreEyebrow')}
                name="App Store"
              />
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
