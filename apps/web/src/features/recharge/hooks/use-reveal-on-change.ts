/**
 * Brings an element into view when `key` changes after the first render and
 * the element starts low on the screen: on a phone the service grid fills
 * most of the first screen, so the form of a newly chosen service would
 * otherwise open out of sight. Never on the first render (a page opened on a
 * service stays at its top).
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Scrolls `ref`'s element to the top when `key` changes and the element begins below 60% of the viewport. */
export function useRevealOnChange(ref: RefObject<HTMLElement | null>, key: string | number) {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const element = ref.current;
    if (!element || element.getBoundingClientRect().top < window.innerHeight * 0.6) return;
    // jsdom has no scrollIntoView; every browser does.
    element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [ref, key]);
}
