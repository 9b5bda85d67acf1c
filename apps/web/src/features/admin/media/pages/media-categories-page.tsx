/**
 * Admin → Media categories: the Sanchar categories (aarti, bhajan, katha…)
 * with their pictures, what they hold, an active switch and missing Hindi
 * (filtered with ?hindi=missing); choosing one shows its sub-categories
 * below (?category=). A category that still holds
 * records cannot be deleted: the server's 409 message says so.
 */
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../shared/api/content-resource';
import { mediaCategoriesResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { MediaCategoriesTable } from '../components/media-categories-table';
import { MediaCategoryForm } from '../components/media-category-form';
import { SubCategoriesPanel } from '../components/sub-categories-panel';
import { useListParams } from '../../shared/hooks/use-list-params';

export default function MediaCategoriesPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  // Every category: the sub-category form's parents and the next free position.
  const all = useContentList(mediaCategoriesResource, { pageSize: 100 }).data?.results ?? [];
  const open = all.find((category) => category._id === get('category'));
  const nextSortOrder = all.reduce((max, category) => Math.max(max, category.sortOrder + 1), 0);

  return (
    <ContentListPage
      resource={mediaCategoriesResource}
      section="categories"
      nameOf={(category) => category.name}
      pageSize={50}
      filterKeys={['hindi']}
      filters={(values, set) => (
        <HindiFilter value={asHindiFilter(values.hindi ?? '')} onChange={(hindi) => set({ hindi })} />
      )}
      table={(categories, onEdit, onDelete) => (
        <MediaCategoriesTable
          caption={t('content.categories.title')}
          items={categories}
          resource={mediaCategoriesResource}
          onEdit={onEdit}
          onDelete={onDelete}
          onOpen={(category) => set({ category: category._id === open?._id ? '' : category._id, page })}
          openId={open?._id}
        />
      )}
      form={({ record, onSaved, onUploaded, onCancel }) => (
        <MediaCategoryForm
          resource={mediaCategoriesResource}
          record={record}
          nextSortOrder={nextSortOrder}
          onSaved={onSaved}
          onUploaded={onUploaded}
          onCancel={onCancel}
        />
      )}
    >
      {open && <SubCategoriesPanel category={open} categories={all} />}
    </ContentListPage>
  );
}
