/**
 * Admin → Daily darshan: every temple's darshan by day, newest first,
 * filtered by temple and date; the editor holds the day's gallery (several
 * pictures uploaded one after another, each removable).
 */
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui';
import { darshanResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { DarshanForm } from '../components/darshan-form';
import { DarshanTable } from '../components/darshan-table';
import { FilterSelect } from '../../shared/components/filter-bar';
import { useTempleOptions } from '../hooks/use-temple-options';

export default function DarshanPage() {
  const { t } = useTranslation('admin');
  const temples = useTempleOptions();
  return (
    <ContentListPage
      resource={darshanResource}
      section="darshan"
      nameOf={(darshan) => darshan.title}
      filterKeys={['templeId', 'date']}
      noActiveFilter
      filters={(values, set) => (
        <>
          <FilterSelect
            label={t('content.darshan.temple')}
            value={values.templeId ?? ''}
            all={t('content.darshan.allTemples')}
            options={temples}
            onChange={(templeId) => set({ templeId })}
            maxWidth="sm:max-w-xs"
          />
          <TextField
            label={t('content.darshan.date')}
            type="date"
            value={values.date ?? ''}
            onChange={(event) => set({ date: event.target.value })}
            containerClassName="w-full sm:max-w-[11rem]"
          />
        </>
      )}
      table={(entries, onEdit, onDelete) => <DarshanTable entries={entries} onEdit={onEdit} onDelete={onDelete} />}
      form={({ record, filters, ...props }) => (
        <DarshanForm darshan={record} temples={temples} templeId={filters.templeId} date={filters.date} {...props} />
      )}
    />
  );
}
