/**
 * /sanchar/news/news-details?id=<id>: one news item (GET /api/user/news/:id)
 * with its headline, category, source, published time (India), picture and
 * body, then more of its category; a 404 state for unknown or malformed ids.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, NotFoundState, PageContainer } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useNewsFromQuery } from '../api/get-news';
import { NewsArticle, NewsArticleSkeleton } from '../components/news-article';
import { RelatedNews } from '../components/related-news';

export default function NewsDetailsPage() {
  const { t } = useTranslation('news');
  const { valid, news, notFound } = useNewsFromQuery();
  usePageTitle(news.data?.title ?? (valid && !notFound ? undefined : t('details.notFoundTitle')));

  let body;
  if (notFound) {
    body = (
      <NotFoundState
        title={t('details.notFoundTitle')}
        body={t('details.notFoundBody')}
        browse={{ to: paths.sanchar.news, label: t('details.browse') }}
      />
    );
  } else if (news.isPending) {
    body = <NewsArticleSkeleton />;
  } else if (news.isError) {
    body = <LoadError message={t('details.loadFailed')} onRetry={() => void news.refetch()} />;
  } else {
    const item = news.data;
    body = (
      <>
        <NewsArticle item={item} />
        <RelatedNews categoryId={item.categoryId} categoryName={item.categoryName} excludeId={item._id} />
      </>
    );
  }

  return (
    <PageContainer width="lg">
      {!notFound && (
        <Link
          to={paths.sanchar.news}
          className="mb-4 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-primary-dark hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          <span aria-hidden="true">←</span> {t('details.back')}
        </Link>
      )}
      {body}
    </PageContainer>
  );
}
