import { useEffect } from 'react';

/** Adds `classes` to `<body>` while the calling component is mounted (e.g. room for a fixed bar). */
export function useBodyClasses(classes: readonly string[]): void {
  const key = classes.join(' ');
  useEffect(() => {
    const list = key.split(' ').filter(Boolean);
    document.body.classList.add(...list);
    return () => document.body.classList.remove(...list);
  }, [key]);
}
