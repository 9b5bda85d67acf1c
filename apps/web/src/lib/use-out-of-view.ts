import { useEffect, useState, type RefObject } from 'react';

/**
 * True while `ref`'s element is entirely outside the viewport (scrolled past or not reached yet),
 * as an IntersectionObserver reports it. False on the first render and wherever the browser has no
 * observer, so a server-rendered page and its hydration agree and nothing shows by default.
 */
export function useOutOfView(ref: RefObject<HTMLElement | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return outOfView;
}
