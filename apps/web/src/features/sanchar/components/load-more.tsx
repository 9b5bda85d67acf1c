import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';

type LoadMoreProps = {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

/**
 * "Showing 12 of 40" (announced politely as it grows) and the Load more
 * button while there is more. A failed page leaves the button, so another
 * press tries again; the items already shown stay (SPEC §8: lists fail quietly).
 */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('sanchar');
  if (shown === 0) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p role="status" className="text-sm text-gray-600">
        {t('browse.shown', { shown, total: Math.max(total, shown) })}
      </p>
      {hasMore && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore} className="min-w-40">
          {t('browse.loadMore')}
        </Button>
      )}
    </div>
  );
}
