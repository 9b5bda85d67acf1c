import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';

/** Previous / "Page n of m" / Next under a paged admin list. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('shop.pagination')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shop.previous')}
      </Button>
      <span className="text-sm text-gray-600">{t('shop.pageOf', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('shop.next')}
      </Button>
    </nav>
  );
}
