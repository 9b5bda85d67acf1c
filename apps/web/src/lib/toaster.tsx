/**
 * Sonner's toaster (SPEC §8: top-center, a close button, 4 s), fetched right
 * after the first render so sonner is not part of the first download. Pages
 * import `toast` from sonner as before: their chunks bring sonner with them,
 * and the toaster is mounted well before a page can toast. The shell's own
 * toasts go through `showToast`, which waits until the toaster is mounted
 * (sonner drops a toast sent while no toaster listens).
 */
import { lazy, Suspense, useEffect } from 'react';

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LazyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function MountedToaster() {
    // After the Toaster's own effect (children's effects run first): it is listening now.
    useEffect(() => markMounted(), []);
    // dir: English and Hindi both read left to right; left unset, sonner reads the page's computed style,
    // a style recalculation of the whole page on a slow phone.
    return (
      <Toaster position="top-center" closeButton duration={4000} dir="ltr" toastOptions={{ className: 'font-sans' }} />
    );
  }
  return { default: MountedToaster };
});

/** Mount once, near the root (AppProviders). */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

/** Shows `message` as a toast of `kind` once the AppToaster is mounted; resolves when it is shown. */
export async function showToast(kind: 'error' | 'info' | 'success', message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message);
}
