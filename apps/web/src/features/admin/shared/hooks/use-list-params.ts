/**
 * A paged admin list's filters live in the URL (?q=&status=&page=), so a
 * refresh or a shared link shows the same page. Changing a filter goes back to page 1.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = useCallback(
    (changes: Record<string, string | number>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { get: (key: string) => params.get(key) ?? '', page, set };
}
