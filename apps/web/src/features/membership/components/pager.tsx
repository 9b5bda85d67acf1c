import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/format';

const edge =
  'inline-flex min-h-11 items-center justify-center rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * Previous / Next links between pages of a list whose page lives in the
 * address (`hrefOf(n)`), so Back and a shared link work; "Page 2 of 5".
 * Nothing shows for a single page.
 */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (n: number) => string }) {
  const { t } = useTranslation('membership');
  if (pages <= 1) return null;
  const link = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(target)} className={cn(edge, 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(edge, 'border-gray-200 text-gray-400')}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t('transactions.pagesLabel')} className="mt-6 flex items-center justify-between gap-3">
      {link(page - 1, t('transactions.previous'), page > 1)}
      <p className="text-sm text-gray-600">{t('transactions.pageOf', { page, pages })}</p>
      {link(page + 1, t('transactions.next'), page < pages)}
    </nav>
  );
}
