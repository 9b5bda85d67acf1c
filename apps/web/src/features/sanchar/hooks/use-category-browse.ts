/**
 * Category → sub-category selection of a Sanchar list page, kept in the URL
 * (`?category=<id>&sub=<id>`) so a choice survives a reload and the back
 * button. Only categories and sub-categories with something of `kind`
 * published are offered; a missing or unknown id falls back to the first.
 */
import { useSearchParams } from 'react-router';
import type { MediaCategory } from '@seva/contracts';
import { useMediaCategories } from '../api/get-categories';
import { useSubCategories } from '../api/get-sub-categories';

export type MediaKind = 'video' | 'podcast';

const countOf = (kind: MediaKind, item: MediaCategory) => (kind === 'video' ? item.videoCount : item.podcastCount);

export function useCategoryBrowse(kind: MediaKind) {
  const [params, setParams] = useSearchParams();
  const categoriesQuery = useMediaCategories();
  const categories = (categoriesQuery.data ?? []).filter((item) => countOf(kind, item) > 0);
  const category = categories.find((item) => item._id === params.get('category')) ?? categories[0];

  const subQuery = useSubCategories(category?._id ?? '');
  const subCategories = (subQuery.data ?? []).filter((item) => countOf(kind, item) > 0);
  const subCategory = subCategories.find((item) => item._id === params.get('sub')) ?? subCategories[0];

  const selectSubCategory = (subCategoryId: string) => {
    if (!category) return;
    const next = new URLSearchParams(params);
    next.set('category', category._id);
    next.set('sub', subCategoryId);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return {
    categories,
    /** The link of a category's chip: that category, its first sub-category. */
    categoryHref: (categoryId: string) => `?${new URLSearchParams({ category: categoryId }).toString()}`,
    category,
    subCategories,
    subCategory,
    /** The categories, or the chosen category's sub-categories, are still loading. */
    loading: categoriesQuery.isPending || (category !== undefined && subQuery.isPending),
    selectSubCategory,
  };
}
