import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkChips } from '@/components/ui';
import { useLocalizedName } from '@/lib/localized-name';
import { useCategoryBrowse, type MediaKind } from '../hooks/use-category-browse';
import { SubCategoryPanel, SubCategoryTabs } from './sub-category-tabs';

type MediaBrowserProps = {
  kind: MediaKind;
  /** Shown while the categories or sub-categories load. */
  skeleton: ReactNode;
  /** Shown when there is nothing of `kind` to browse (also when the lists cannot load, SPEC §8). */
  empty: ReactNode;
  /** The chosen sub-category's items. */
  children: (subCategoryId: string) => ReactNode;
};

/** Category chips (links: the choice lives in the URL) → sub-category tabs → the chosen sub-category's items. */
export function MediaBrowser({ kind, skeleton, empty, children }: MediaBrowserProps) {
  const { t } = useTranslation('sanchar');
  const nameOf = useLocalizedName();
  const browse = useCategoryBrowse(kind);
  const subId = browse.subCategory?._id;
  let body: ReactNode;
  if (browse.loading) body = skeleton;
  else if (!subId) body = empty;
  else body = children(subId);

  return (
    <div className="flex flex-col gap-3">
      {(browse.loading || browse.categories.length > 0) && (
        <LinkChips
          label={t('browse.categories')}
          loading={browse.loading && browse.categories.length === 0}
          chips={browse.categories.map((category) => ({
            key: category._id,
            label: nameOf(category),
            to: browse.categoryHref(category._id),
            current: category._id === browse.category?._id,
          }))}
        />
      )}
      <SubCategoryTabs subCategories={browse.subCategories} selected={subId} onSelect={browse.selectSubCategory} />
      <SubCategoryPanel selected={subId}>{body}</SubCategoryPanel>
    </div>
  );
}
