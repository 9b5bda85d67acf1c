/**
 * Sonner's toaster (SPEC §8: top-center, a close button, 4 s), fetched right
 * after the first render so sonner is not part of the first download; it comes
 * with the rest of the deferred chrome (lib/deferred-chrome.tsx: the offline
 * banner, the service worker). Pages import `toast` from sonner as before:
 * their chunks bring sonner with them, and the toaster is mounted well before
 * a page can toast. The shell's own toasts go through `showToast`, which waits
 * until the toaster is mounted (sonner drops a toast sent while no toaster listens).
 */
import { lazy, Suspense } from 'react';

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const DeferredChrome = lazy(() => import('./deferred-chrome'));

/** Mount once, near the root (AppProviders). */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <DeferredChrome onToasterMounted={markMounted} />
    </Suspense>
  );
}

/** Shows `message` as a toast of `kind` once the AppToaster is mounted; resolves when it is shown. */
export async function showToast(kind: 'error' | 'info' | 'success', message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message);
}
