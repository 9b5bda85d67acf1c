/**
 * Admin → News: every item (published, scheduled or draft), filtered by
 * category, breaking, state and missing Hindi, searched, newest first; the editor previews
 * the card and takes the picture.
 */
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../shared/api/content-resource';
import { newsCategoriesResource, newsResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { FilterSelect } from '../../shared/components/filter-bar';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { NewsForm } from '../components/news-form';
import { NewsTable } from '../components/news-table';

export default function NewsPage() {
  const { t } = useTranslation('admin');
  const categories = (useContentList(newsCategoriesResource, { pageSize: 100 }).data?.results ?? []).map(
    (category) => ({ value: category._id, label: category.name }),
  );
  return (
    <ContentListPage
      resource={newsResource}
      section="news"
      nameOf={(news) => news.title}
      filterKeys={['categoryId', 'breaking', 'active', 'hindi']}
      noActiveFilter
      filters={(values, set) => (
        <>
          <FilterSelect
            label={t('content.news.category')}
            value={values.categoryId ?? ''}
            all={t('content.news.allCategories')}
            options={categories}
            onChange={(categoryId) => set({ categoryId })}
            maxWidth="sm:max-w-[14rem]"
          />
          <FilterSelect
            label={t('content.news.breakingFilter')}
            value={values.breaking ?? ''}
            all={t('shop.all')}
            options={[
              { value: 'true', label: t('content.news.breakingOnly') },
              { value: 'false', label: t('content.news.notBreaking') },
            ]}
            onChange={(breaking) => set({ breaking })}
            maxWidth="sm:max-w-[10rem]"
          />
          <FilterSelect
            label={t('content.news.stateFilter')}
            value={values.active ?? ''}
            all={t('shop.all')}
            options={[
              { value: 'true', label: t('content.news.status.published') },
              { value: 'false', label: t('content.news.status.draft') },
            ]}
            onChange={(active) => set({ active })}
            maxWidth="sm:max-w-[10rem]"
          />
          <HindiFilter value={asHindiFilter(values.hindi ?? '')} onChange={(hindi) => set({ hindi })} />
        </>
      )}
      table={(items, onEdit, onDelete) => <NewsTable items={items} onEdit={onEdit} onDelete={onDelete} />}
      form={({ record, filters, ...props }) => (
        <NewsForm news={record} categories={categories} categoryId={filters.categoryId} {...props} />
      )}
    />
  );
}
