/** How the news card will look on the news page, from what the form holds now. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { BreakingBadge, NewsStatusBadge, type NewsStatus } from './news-status';

type NewsCardPreviewProps = {
  title: string;
  summary: string;
  categoryName: string;
  source: string;
  isBreaking: boolean;
  /** ISO, or undefined while the time is not filled in. */
  publishedAt: string | undefined;
  status: NewsStatus;
  /** The stored picture's address. */
  image: string | undefined;
};

export function NewsCardPreview(props: NewsCardPreviewProps) {
  const { title, summary, categoryName, source, isBreaking, publishedAt, status, image } = props;
  const { t } = useTranslation('admin');
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex items-center gap-2 text-xs text-gray-500">
        {t('content.news.previewCaption')} <NewsStatusBadge status={status} />
      </figcaption>
      <article
        aria-label={t('content.news.previewLabel')}
        className="flex max-w-sm flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
      >
        {image ? (
          <img src={image} alt="" className="aspect-video w-full object-cover" />
        ) : (
          <div className="grid aspect-video w-full place-items-center bg-primary-50 text-xs text-gray-500">
            {t('content.upload.noPicture')}
          </div>
        )}
        <div className="flex flex-col gap-1 p-4">
          <p className="flex items-center gap-2 text-xs font-semibold text-primary uppercase">
            {categoryName || t('content.news.noCategory')}
            {isBreaking && <BreakingBadge />}
          </p>
          <h3 className="line-clamp-2 font-semibold text-gray-900">{title || t('content.news.headlinePlaceholder')}</h3>
          <p className="line-clamp-3 text-sm text-gray-700">{summary}</p>
          <p className="text-xs text-gray-500">
            {source}
            {publishedAt && ` · ${formatDateTime(publishedAt)}`}
          </p>
        </div>
      </article>
    </figure>
  );
}
