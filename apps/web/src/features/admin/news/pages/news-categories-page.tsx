/**
 * Admin → News categories: the tabs of the news page, in display order, with
 * an active switch. A category that still holds news cannot be deleted (the
 * server's 409 says so).
 */
import { useTranslation } from 'react-i18next';
import { newsCategoriesResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { NamedRecordsTable } from '../../shared/components/named-records-table';
import { NewsCategoryForm } from '../components/news-category-form';

export default function NewsCategoriesPage() {
  const { t } = useTranslation('admin');
  return (
    <ContentListPage
      resource={newsCategoriesResource}
      section="newsCategories"
      nameOf={(category) => category.name}
      closeOnCreate
      pageSize={50}
      table={(categories, onEdit, onDelete) => (
        <NamedRecordsTable
          caption={t('content.newsCategories.title')}
          items={categories}
          resource={newsCategoriesResource}
          columns={[{ header: t('content.newsCategories.slug'), cell: (category) => category.slug }]}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      form={({ record, onSaved, onCancel }) => (
        <NewsCategoryForm category={record} onSaved={onSaved} onCancel={onCancel} />
      )}
    />
  );
}
