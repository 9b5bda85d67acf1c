/**
 * A media list's "Active" cell (videos, podcast episodes, live streams): the switch that shows or hides the record
 * on the site, and "Hindi missing" under it naming the fields still without Hindi (issue 21).
 */
import { useTranslation } from 'react-i18next';
import type { ContentResource } from '../../shared/api/content-resource';
import { HindiMissingBadge } from '../../shared/components/hindi-fields';
import { RecordSwitch } from '../../shared/components/record-switch';
import { mediaFieldLabel } from '../form/media-hindi';

type MediaRecord = { _id: string; title: string; active: boolean; hindiMissing: string[] };

export function MediaStateCell<Item, Create, Update>({
  resource,
  record,
}: {
  resource: ContentResource<Item, Create, Update>;
  record: MediaRecord;
}) {
  const { t } = useTranslation('admin');
  return (
    <td className="px-4 py-3">
      <div className="flex flex-col items-start gap-1">
        <RecordSwitch
          resource={resource}
          id={record._id}
          field="active"
          checked={record.active}
          label={t('content.common.activeLabel', { name: record.title })}
        />
        <HindiMissingBadge missing={record.hindiMissing} labelOf={(field) => t(mediaFieldLabel(field))} />
      </div>
    </td>
  );
}
