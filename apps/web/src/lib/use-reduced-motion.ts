import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener?.('change', listener);
  return () => media?.removeEventListener?.('change', listener);
}

/**
 * True when the person asked the system for less motion: moving content
 * (a ticker, a carousel) should then stand still. Follows the setting live.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
