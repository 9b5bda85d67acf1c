import { useSyncExternalStore } from 'react';
import { SCROLL_THRESHOLD_PX } from '@seva/contracts';

function subscribeResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** Current window.innerWidth in CSS px; re-renders on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1024,
  );
}

function subscribeScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/**
 * True once the page is scrolled beyond SCROLL_THRESHOLD_PX (SPEC §4). A prerendered page was rendered
 * at the top: hydration reads `false` like the build did, then the real position (a phone may have
 * scrolled before the scripts ran), so React finds the header it expects.
 */
export function useScrolled(threshold: number = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}
