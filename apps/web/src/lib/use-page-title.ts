import { useEffect } from 'react';

/** Sets the tab title to "<title> | Seva" while the page shows (nothing while `title` is empty). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | Seva`;
  }, [title]);
}
