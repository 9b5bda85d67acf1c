/** Darshan entries, newest first: the day, the temple, the title (opens the editor), the pictures, Delete. */
import { useTranslation } from 'react-i18next';
import type { AdminDarshan } from '@seva/contracts';
import { formatCalendarDate } from '@/lib/format';
import { DataTable, RowButton } from '../../shared/components/data-table';
import { DeleteButton } from '../../shared/components/delete-button';
import { ProductThumb } from '../../shared/components/product-thumb';

const COLUMNS = ['date', 'temple', 'title', 'pictures', 'actions'] as const;

type DarshanTableProps = {
  entries: AdminDarshan[];
  onEdit: (darshan: AdminDarshan) => void;
  onDelete: (darshan: AdminDarshan) => void;
};

export function DarshanTable({ entries, onEdit, onDelete }: DarshanTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('content.darshan.title')}
      columns={COLUMNS.map((column) => t(`content.darshan.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {entries.map((darshan) => (
        <tr key={darshan._id} className="hover:bg-gray-50">
          <td className="px-4 py-3 whitespace-nowrap">{formatCalendarDate(darshan.date)}</td>
          <td className="px-4 py-3">
            {darshan.temple.name}
            <span className="block text-xs text-gray-500">{darshan.temple.city}</span>
          </td>
          <td className="px-4 py-3">
            <RowButton
              label={`${t('shop.edit')} ${darshan.title}`}
              onClick={() => onEdit(darshan)}
              className="text-left"
            >
              {darshan.title}
            </RowButton>
          </td>
          <td className="px-4 py-3">
            {darshan.images.length === 0 ? (
              <span className="text-gray-500">{t('content.darshan.noPictures')}</span>
            ) : (
              <div className="flex items-center gap-1">
                {darshan.images.slice(0, 3).map((image) => (
                  <ProductThumb key={image.src} src={image.src} className="size-8 object-cover" />
                ))}
                <span className="ml-1 text-xs text-gray-600">
                  {t('content.darshan.pictureCount', { count: darshan.images.length })}
                </span>
              </div>
            )}
          </td>
          <td className="px-4 py-3 text-right">
            <DeleteButton name={darshan.title} onClick={() => onDelete(darshan)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
