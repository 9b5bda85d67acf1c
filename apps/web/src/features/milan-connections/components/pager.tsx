import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

const edge =
  'inline-flex min-h-11 items-center justify-center rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** Previous / Next between pages of one tab ("Page 2 of 5"); nothing for a single page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation('milanConnections');
  if (pages <= 1) return null;
  const button = (target: number, label: string, enabled: boolean) => (
    <button
      type="button"
      disabled={!enabled}
      onClick={() => onPage(target)}
      className={cn(
        edge,
        enabled ? 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50' : 'border-gray-200 text-gray-400',
      )}
    >
      {label}
    </button>
  );
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-between gap-3">
      {button(page - 1, t('pager.previous'), page > 1)}
      <p className="text-sm text-gray-600">{t('pager.pageOf', { page, pages })}</p>
      {button(page + 1, t('pager.next'), page < pages)}
    </nav>
  );
}
