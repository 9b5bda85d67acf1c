import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2: the page scrolls to top on each route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
