import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2: the page scrolls to top on each route change. Not on the first page: a phone may have scrolled a
 * prerendered page before the scripts ran, and the visitor keeps their place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
