import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsSummary } from '@seva/contracts';
import { ResponsiveImage } from '@/components/ui';
import { formatPublished } from '../format';
import { newsDetailsPath } from '../links';

/** The picture is 7rem wide beside the text on phones, a tile's width from 640 px. */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 7rem';

/**
 * One news item in a list: picture, category, headline (the link), summary,
 * source and when it was published (India time). A row on phones, a tile
 * from 640 px.
 */
export function NewsCard({ item }: { item: NewsSummary }) {
  const { i18n } = useTranslation();
  const href = newsDetailsPath(item._id);
  return (
    <article className="flex w-full gap-3 overflow-hidden rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:p-0">
      {/* The headline below is the link's accessible twin; the picture link is for pointers only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block w-28 shrink-0 self-start sm:w-full">
        <ResponsiveImage
          image={item.image}
          alt=""
          sizes={CARD_SIZES}
          className="block aspect-square w-full rounded-lg sm:aspect-video sm:rounded-none"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-primary uppercase">
          {item.categoryName}
          {item.isBreaking && <BreakingBadge />}
        </p>
        <h3 className="line-clamp-3 text-base leading-snug font-semibold text-gray-900">
          <Link to={href} className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary">
            {item.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-gray-600 max-sm:hidden">{item.summary}</p>
        <p className="mt-auto pt-1 text-xs text-gray-500">
          {item.source} · <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.language)}</time>
        </p>
      </div>
    </article>
  );
}

export function BreakingBadge() {
  const { t } = useTranslation('news');
  return (
    <span className="rounded-full bg-red-600 px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-white normal-case">
      {t('breaking')}
    </span>
  );
}
