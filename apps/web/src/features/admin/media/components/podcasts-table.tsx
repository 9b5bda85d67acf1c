/**
 * The podcast episodes of one page: picture and title (opens the editor), speaker, audio length or "No audio yet",
 * publish time, active and missing Hindi, Delete.
 */
import { useTranslation } from 'react-i18next';
import type { AdminPodcast } from '@seva/contracts';
import { formatDateTime } from '@/lib/format';
import { podcastsResource } from '../../shared/api/content-resources';
import { formatDuration } from '../../shared/format';
import { Badge } from '../../shared/components/badges';
import { DataTable, NameCell } from '../../shared/components/data-table';
import { DeleteButton } from '../../shared/components/delete-button';
import { MediaStateCell } from './media-state-cell';

const COLUMNS = ['episode', 'speaker', 'audio', 'published', 'active', 'actions'] as const;

type PodcastsTableProps = {
  podcasts: AdminPodcast[];
  onEdit: (podcast: AdminPodcast) => void;
  onDelete: (podcast: AdminPodcast) => void;
};

export function PodcastsTable({ podcasts, onEdit, onDelete }: PodcastsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('content.podcasts.title')}
      columns={COLUMNS.map((column) => t(`content.podcasts.columns.${column}`))}
      minWidth="min-w-[820px]"
    >
      {podcasts.map((podcast) => (
        <tr key={podcast._id} className="hover:bg-gray-50">
          <NameCell
            image={podcast.image?.src ?? ''}
            name={podcast.title}
            detail={podcast.subCategoryName}
            onEdit={() => onEdit(podcast)}
          />
          <td className="px-4 py-3">
            {podcast.speaker}
            <span className="block text-xs text-gray-500">{t(`content.languages.${podcast.language}`)}</span>
          </td>
          <td className="px-4 py-3">
            {podcast.audioUrl ? (
              formatDuration(podcast.durationSeconds)
            ) : (
              <Badge className="bg-amber-100 text-amber-900">{t('content.podcasts.noAudio')}</Badge>
            )}
          </td>
          <td className="px-4 py-3">{formatDateTime(podcast.publishedAt)}</td>
          <MediaStateCell resource={podcastsResource} record={podcast} />
          <td className="px-4 py-3 text-right">
            <DeleteButton name={podcast.title} onClick={() => onDelete(podcast)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
