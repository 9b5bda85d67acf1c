/**
 * Live streams: thumbnail and title (opens the editor), source and schedule, the on-air and active switches (missing
 * Hindi under the latter), Delete.
 */
import { useTranslation } from 'react-i18next';
import type { AdminLiveStream } from '@seva/contracts';
import { liveStreamsResource } from '../../shared/api/content-resources';
import { DataTable, NameCell } from '../../shared/components/data-table';
import { DeleteButton } from '../../shared/components/delete-button';
import { RecordSwitch } from '../../shared/components/record-switch';
import { MediaStateCell } from './media-state-cell';

const COLUMNS = ['stream', 'source', 'schedule', 'onAir', 'active', 'actions'] as const;

type LiveStreamsTableProps = {
  streams: AdminLiveStream[];
  onEdit: (live: AdminLiveStream) => void;
  onDelete: (live: AdminLiveStream) => void;
};

export function LiveStreamsTable({ streams, onEdit, onDelete }: LiveStreamsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('content.live.title')}
      columns={COLUMNS.map((column) => t(`content.live.columns.${column}`))}
      minWidth="min-w-[820px]"
    >
      {streams.map((live) => (
        <tr key={live._id} className="hover:bg-gray-50">
          <NameCell
            image={live.thumbnail?.src ?? ''}
            name={live.title}
            detail={live.location}
            onEdit={() => onEdit(live)}
          />
          <td className="px-4 py-3">{t(`content.source.${live.source}`)}</td>
          <td className="px-4 py-3 text-gray-700">{live.schedule || '—'}</td>
          <td className="px-4 py-3">
            <RecordSwitch
              resource={liveStreamsResource}
              id={live._id}
              field="isLive"
              checked={live.isLive}
              label={t('content.live.onAirLabel', { name: live.title })}
            />
          </td>
          <MediaStateCell resource={liveStreamsResource} record={live} />
          <td className="px-4 py-3 text-right">
            <DeleteButton name={live.title} onClick={() => onDelete(live)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
