/**
 * Page numbers for the search results, as links (the page lives in the
 * address, so Back and a shared link work): Previous, the first and last
 * pages, the two around the current one with gaps between, and Next. The
 * current page carries aria-current; nothing shows for a single page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/format';

type PaginationProps = {
  page: number;
  pages: number;
  /** The link (search string) to page `n`. */
  hrefOf: (n: number) => string;
};

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The page numbers to show: 1 … p-1 p p+1 … last ('gap' where pages are left out). */
export function pageWindow(page: number, pages: number): Array<number | 'gap'> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push('gap');
    out.push(n);
  });
  return out;
}

export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation('milan');
  if (pages <= 1) return null;
  const edge = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(target)} className={cn(item, 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(item, 'border border-gray-200 text-gray-400')}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t('search.pagesLabel')} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{edge(page - 1, t('search.previous'), page > 1)}</li>
        {pageWindow(page, pages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                aria-label={t('search.pageLabel', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={cn(
                  item,
                  n === page
                    ? 'bg-primary text-white'
                    : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, t('search.next'), page < pages)}</li>
      </ul>
      <p className="text-sm text-gray-600">{t('search.pageOf', { page, pages })}</p>
    </nav>
  );
}
