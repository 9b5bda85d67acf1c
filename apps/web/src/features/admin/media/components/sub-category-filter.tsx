import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/components/filter-bar';
import { useSubCategoryOptions } from '../hooks/use-sub-category-options';

/** The videos' and podcasts' sub-category filter ('' every sub-category). */
export function SubCategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const options = useSubCategoryOptions();
  return (
    <FilterSelect
      label={t('content.fields.subCategory')}
      value={value}
      all={t('content.fields.allSubCategories')}
      options={options}
      onChange={onChange}
      maxWidth="sm:max-w-xs"
    />
  );
}
