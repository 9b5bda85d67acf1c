import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, CatalogueGrid, CatalogueGridSkeleton, EmptyState, buttonClasses } from '@/components/ui';
import { useNewsList } from '../api/get-news-list';
import { newsCategoryPath } from '../links';
import { NewsCard } from './news-card';

/**
 * The news of one category ('' for all): skeletons, the empty state (also
 * when the list cannot load, SPEC §8), or the cards with "Load more".
 */
export function NewsResults({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation('news');
  const news = useNewsList(categoryId);

  if (news.isPending) {
    // NewsCard-shaped: a 16:9 picture from 640 px, the category, a two-line headline and the time.
    return (
      <CatalogueGridSkeleton
        testId="news-skeleton"
        pictureClassName="sm:aspect-video"
        lines={['h-3 w-1/4', 'h-5 w-11/12', 'h-5 w-3/4', 'h-3 w-1/2']}
      />
    );
  }

  const items = news.data?.pages.flatMap((page) => page.results) ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('list.emptyTitle')}
        description={categoryId ? t('list.emptyCategory') : t('list.emptyAll')}
        action={
          categoryId ? (
            <Link to={newsCategoryPath('')} replace className={buttonClasses('secondary')}>
              {t('list.showAll')}
            </Link>
          ) : undefined
        }
      />
    );
  }

  const total = Math.max(news.data?.pages[0]?.total ?? 0, items.length);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600" aria-live="polite">
        {t('list.count', { shown: items.length, count: total })}
      </p>
      <CatalogueGrid label={t('list.gridLabel')}>
        {items.map((item) => (
          <li key={item._id} className="flex">
            <NewsCard item={item} />
          </li>
        ))}
      </CatalogueGrid>
      {news.hasNextPage && (
        <Button
          variant="secondary"
          className="mx-auto w-full sm:w-auto"
          loading={news.isFetchingNextPage}
          onClick={() => void news.fetchNextPage()}
        >
          {t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}
