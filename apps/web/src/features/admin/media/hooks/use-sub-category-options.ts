import { useContentList } from '../../shared/api/content-resource';
import { subCategoriesResource } from '../../shared/api/content-resources';

/**
 * Every sub-category (up to 100) as select options, "Category › Sub-category",
 * for the video and podcast filters and forms.
 */
export function useSubCategoryOptions() {
  const list = useContentList(subCategoriesResource, { pageSize: 100 });
  return (list.data?.results ?? []).map((item) => ({
    value: item._id,
    label: `${item.categoryName} › ${item.name}`,
  }));
}
