/**
 * The videos of one page: thumbnail and title (opens the editor), source and language, publish time, active and
 * missing Hindi, Delete.
 */
import { useTranslation } from 'react-i18next';
import type { AdminVideo } from '@seva/contracts';
import { formatDateTime } from '@/lib/format';
import { videosResource } from '../../shared/api/content-resources';
import { DataTable, NameCell } from '../../shared/components/data-table';
import { DeleteButton } from '../../shared/components/delete-button';
import { MediaStateCell } from './media-state-cell';

const COLUMNS = ['video', 'source', 'published', 'active', 'actions'] as const;

/** The uploaded thumbnail, else YouTube's own. */
function thumbnailOf(video: AdminVideo): string {
  if (video.thumbnail) return video.thumbnail.src;
  return video.youtubeId ? `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg` : '';
}

type VideosTableProps = {
  videos: AdminVideo[];
  onEdit: (video: AdminVideo) => void;
  onDelete: (video: AdminVideo) => void;
};

export function VideosTable({ videos, onEdit, onDelete }: VideosTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('content.videos.title')}
      columns={COLUMNS.map((column) => t(`content.videos.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {videos.map((video) => (
        <tr key={video._id} className="hover:bg-gray-50">
          <NameCell
            image={thumbnailOf(video)}
            name={video.title}
            detail={video.subCategoryName}
            onEdit={() => onEdit(video)}
          />
          <td className="px-4 py-3">
            {t(`content.source.${video.source}`)}
            <span className="block text-xs text-gray-500">{t(`content.languages.${video.language}`)}</span>
          </td>
          <td className="px-4 py-3">{formatDateTime(video.publishedAt)}</td>
          <MediaStateCell resource={videosResource} record={video} />
          <td className="px-4 py-3 text-right">
            <DeleteButton name={video.title} onClick={() => onDelete(video)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
