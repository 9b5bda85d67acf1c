/**
 * News items, newest first: picture and headline (opens the editor), status, breaking and missing Hindi, publish
 * time, the published switch, Delete.
 */
import { useTranslation } from 'react-i18next';
import type { AdminNews } from '@seva/contracts';
import { formatDateTime } from '@/lib/format';
import { newsResource } from '../../shared/api/content-resources';
import { DataTable, NameCell } from '../../shared/components/data-table';
import { DeleteButton } from '../../shared/components/delete-button';
import { HindiMissingBadge } from '../../shared/components/hindi-fields';
import { BreakingBadge, NewsStatusBadge, newsStatus } from './news-status';
import { RecordSwitch } from '../../shared/components/record-switch';

const COLUMNS = ['headline', 'status', 'published', 'active', 'actions'] as const;

/** The editor's label of each translatable field, for "Hindi missing". */
const NEWS_FIELD_LABELS: Record<string, string> = {
  title: 'content.news.headline',
  summary: 'content.news.summary',
  body: 'content.news.story',
  source: 'content.news.source',
};

type NewsTableProps = { items: AdminNews[]; onEdit: (news: AdminNews) => void; onDelete: (news: AdminNews) => void };

export function NewsTable({ items, onEdit, onDelete }: NewsTableProps) {
  const { t } = useTranslation('admin');
  const now = Date.now();
  return (
    <DataTable
      caption={t('content.news.title')}
      columns={COLUMNS.map((column) => t(`content.news.columns.${column}`))}
      minWidth="min-w-[820px]"
    >
      {items.map((news) => (
        <tr key={news._id} className="hover:bg-gray-50">
          <NameCell
            image={news.image?.src ?? ''}
            name={news.title}
            detail={`${news.categoryName} · ${news.source}`}
            onEdit={() => onEdit(news)}
          />
          <td className="px-4 py-3">
            <div className="flex flex-wrap gap-1">
              <NewsStatusBadge status={newsStatus(news, now)} />
              {news.isBreaking && <BreakingBadge />}
              <HindiMissingBadge
                missing={news.hindiMissing}
                labelOf={(field) => t(NEWS_FIELD_LABELS[field] ?? field)}
              />
            </div>
          </td>
          <td className="px-4 py-3">{formatDateTime(news.publishedAt)}</td>
          <td className="px-4 py-3">
            <RecordSwitch
              resource={newsResource}
              id={news._id}
              field="active"
              checked={news.active}
              label={t('content.news.publishLabel', { name: news.title })}
            />
          </td>
          <td className="px-4 py-3 text-right">
            <DeleteButton name={news.title} onClick={() => onDelete(news)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
