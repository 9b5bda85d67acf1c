import { useEffect, useState } from 'react';

/** The CSS variable holding the height of the bar fixed to the bottom of the screen, if any. */
export const BOTTOM_BAR_HEIGHT = '--bottom-bar-height';

/**
 * For a bar fixed to the bottom of the screen (a details page's price bar, Milan Sathi's tab
 * bar): returns the ref to put on it, and while it is mounted publishes its height in pixels
 * (0 where CSS hides it) as `--bottom-bar-height` on `<html>`, so the mini player rides above it
 * instead of covering it. One such bar shows at a time.
 */
export function useBottomBar(): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(BOTTOM_BAR_HEIGHT, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, [element]);

  return setElement;
}
