import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsDetails } from '@seva/contracts';
import { ResponsiveImage, Skeleton } from '@/components/ui';
import { ShareButton } from '@/components/share-button';
import { formatPublished, paragraphs } from '../format';
import { newsCategoryPath } from '../links';
import { BreakingBadge } from './news-card';

/** One news item: category, headline, source and time, picture, summary and body paragraphs. */
export function NewsArticle({ item }: { item: NewsDetails }) {
  const { t, i18n } = useTranslation('news');
  return (
    <article className="mx-auto max-w-3xl">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
        <Link
          to={newsCategoryPath(item.categoryId)}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {item.categoryName}
        </Link>
        {item.isBreaking && <BreakingBadge />}
      </p>
      <h1 className="mt-2 text-2xl leading-tight font-bold text-gray-900 sm:text-3xl">{item.title}</h1>
      <p className="mt-3 text-sm text-gray-600">
        <span className="font-medium text-gray-800">{t('details.source', { source: item.source })}</span>
        {' · '}
        <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.language)}</time>
      </p>
      <ShareButton title={item.title} text={item.summary} className="mt-3" />
      {item.image && (
        <ResponsiveImage
          image={item.image}
          alt={item.title}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mt-5 block aspect-video w-full rounded-xl"
        />
      )}
      <div className="mt-5 flex flex-col gap-4 text-base leading-relaxed text-gray-800">
        <p className="text-lg font-medium text-gray-900">{item.summary}</p>
        {paragraphs(item.body).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}

/** The article's shape while it loads. */
export function NewsArticleSkeleton() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3" aria-hidden="true" data-testid="news-details-skeleton">
      <Skeleton className="h-4 w-1/4" />
      <Skeleton className="h-8 w-11/12" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="mt-2 aspect-video w-full rounded-xl" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}
