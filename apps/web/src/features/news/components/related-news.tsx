import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueGrid } from '@/components/ui';
import { useLatestInCategory } from '../api/get-news-list';
import { NewsCard } from './news-card';

/** How many related items show under an item. */
const RELATED_COUNT = 3;

type RelatedNewsProps = { categoryId: string; categoryName: string; excludeId: string };

/** The newest other items of the item's category; nothing at all when there are none or they cannot load. */
export function RelatedNews({ categoryId, categoryName, excludeId }: RelatedNewsProps) {
  const { t } = useTranslation('news');
  const headingId = useId();
  // One more than shown, so the item itself can be left out.
  const related = useLatestInCategory(categoryId, RELATED_COUNT + 1);
  const items = (related.data ?? []).filter((item) => item._id !== excludeId).slice(0, RELATED_COUNT);
  if (items.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-gray-200 pt-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-gray-900">
        {t('details.related', { category: categoryName })}
      </h2>
      <CatalogueGrid label={t('details.related', { category: categoryName })}>
        {items.map((item) => (
          <li key={item._id} className="flex">
            <NewsCard item={item} />
          </li>
        ))}
      </CatalogueGrid>
    </section>
  );
}
