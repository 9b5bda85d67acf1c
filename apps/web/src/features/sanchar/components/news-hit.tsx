/**
 * A news story in Sanchar's search results: picture, category, headline (the
 * link to the story) and summary. Its own small row, since features never
 * import each other (the news feature's NewsCard is not reachable from here).
 */
import { Link } from 'react-router';
import type { NewsSummary } from '@seva/contracts';
import { ResponsiveImage } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

/** /sanchar/news/news-details?id=<id> */
const newsPath = (id: string) => `${paths.sanchar.newsDetails}?id=${encodeURIComponent(id)}`;

export function NewsHit({ item }: { item: NewsSummary }) {
  return (
    <article className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100">
      <ResponsiveImage image={item.image} alt="" sizes="7rem" className="aspect-video w-28 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{item.categoryName}</p>
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          <Link
            to={newsPath(item._id)}
            className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            {item.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-gray-600">{item.summary}</p>
        <p className="mt-0.5 text-xs text-gray-500">
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
