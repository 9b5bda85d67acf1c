/**
 * Admin → Darshan temples: the temples whose daily darshan is published,
 * with deity, place, position and an active switch. A temple that still has
 * darshan entries cannot be deleted (the server's 409 says so).
 */
import { useTranslation } from 'react-i18next';
import { templesResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { NamedRecordsTable } from '../../shared/components/named-records-table';
import { TempleForm } from '../components/temple-form';

export default function DarshanTemplesPage() {
  const { t } = useTranslation('admin');
  return (
    <ContentListPage
      resource={templesResource}
      section="temples"
      nameOf={(temple) => temple.name}
      closeOnCreate
      table={(temples, onEdit, onDelete) => (
        <NamedRecordsTable
          caption={t('content.temples.title')}
          items={temples}
          resource={templesResource}
          columns={[
            { header: t('content.temples.deity'), cell: (temple) => temple.deity },
            { header: t('content.temples.place'), cell: (temple) => `${temple.city}, ${temple.state}` },
          ]}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      form={({ record, onSaved, onCancel }) => <TempleForm temple={record} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
