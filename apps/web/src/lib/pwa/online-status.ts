/**
 * Whether the browser has a network connection (`navigator.onLine`, kept current by the window's `online` and
 * `offline` events), for the offline banner (issue 23). `onLine` true means only "some network": a dead Wi-Fi
 * still counts as online, and the service worker's timeouts cover that case.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser reports a connection (and during server rendering). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
