/**
 * Previous / Next between pages of notifications, whose page lives in the
 * address (`hrefOf(n)`), so Back works; "Page 2 of 5". Nothing shows for a
 * single page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/format';

const edge =
  'inline-flex min-h-11 items-center justify-center rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

type PagerProps = { page: number; pages: number; hrefOf: (n: number) => string };

export function NotificationsPager({ page, pages, hrefOf }: PagerProps) {
  const { t } = useTranslation('notifications');
  if (pages <= 1) return null;
  const edgeLink = (target: number, label: string, enabled: boolean) =>
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
    <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-between gap-3">
      {edgeLink(page - 1, t('pager.previous'), page > 1)}
      <p className="text-sm text-gray-600">{t('pager.pageOf', { page, pages })}</p>
      {edgeLink(page + 1, t('pager.next'), page < pages)}
    </nav>
  );
}
