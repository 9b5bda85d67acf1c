/**
 * What the shell mounts right after its first render, outside the first download (lib/toaster.tsx loads this
 * module lazily): sonner's toaster (SPEC §8: top-center, a close button, 4 s), the offline banner, and — once
 * the page has loaded — the service worker's registration and the capture of the browser's install prompt
 * (issue 23). `onToasterMounted` runs once the toaster listens.
 */
import { Suspense, useEffect } from 'react';
import { Toaster } from 'sonner';
import { captureInstallPrompt } from './pwa/install-prompt';
import { OfflineBanner } from './pwa/offline-banner';
import { registerServiceWorkerWhenIdle } from './pwa/register';

export default function DeferredChrome({ onToasterMounted }: { onToasterMounted: () => void }) {
  // After the Toaster's own effect (children's effects run first): it is listening now.
  useEffect(() => onToasterMounted(), [onToasterMounted]);
  useEffect(() => captureInstallPrompt(), []);
  useEffect(() => registerServiceWorkerWhenIdle(), []);
  return (
    <>
      {/* dir: English and Hindi both read left to right; left unset, sonner reads the page's computed style,
          a style recalculation of the whole page on a slow phone. */}
      <Toaster position="top-center" closeButton duration={4000} dir="ltr" toastOptions={{ className: 'font-sans' }} />
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
    </>
  );
}
